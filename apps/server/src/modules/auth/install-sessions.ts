import { authMessages } from '@aula/contract/auth-rules';
import type { Operation } from '@aula/contract/operation';
import { operations } from '@aula/contract/operations';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessions } from '../../db/schema/auth.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import { clock } from './clock.ts';
import { purgeExpired } from './purge-expired.ts';
import { toSessionUser } from './queries.ts';
import { clearSessionCookie, readSessionToken } from './session-cookie.ts';
import { endSession, findSession, isSessionLive } from './session-store.ts';

/** Writing the last-seen time on every request would cost a write per call; once a minute is enough. */
const TOUCH_EVERY_MS = 60_000;
const PURGE_EVERY_MS = 60 * 60_000;

const byPath = new Map<string, Operation>(
  Object.values(operations as Record<string, Operation>).map((operation) => [
    `/api/${operation.name}`,
    operation,
  ]),
);

/** True for a call to an operation that needs a signed-in user. */
function needsSession(request: FastifyRequest): boolean {
  const operation = byPath.get(request.routeOptions.url ?? '');
  return operation !== undefined && operation.access !== 'public';
}

/**
 * Resolves `request.sessionUser` from the session cookie on each request. An ended session (idle,
 * past its absolute expiry, signed out, or ended by a password change) clears the cookie; a call that
 * needs a session then answers 401 SESSION_EXPIRED, anything else goes on as signed out.
 */
export function installSessions(app: FastifyInstance, db: Db, config: Config): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/assets/')) return;
    const token = readSessionToken(request);
    if (!token) return;
    const found = await findSession(db, token);
    const now = clock.now();
    if (!found || !isSessionLive(found.session, config, now)) {
      if (found) await endSession(db, found.session.id);
      clearSessionCookie(request, reply, config);
      if (needsSession(request)) throw new AppError('SESSION_EXPIRED', authMessages.sessionTimeOut);
      return;
    }
    if (now.getTime() - found.session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, found.session.id));
    }
    request.sessionUser = toSessionUser(found.user, found.session.id);
  });

  const timer = setInterval(() => {
    purgeExpired(db, config).catch((error: unknown) =>
      app.log.warn({ err: error }, 'purging expired sessions failed'),
    );
  }, PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
