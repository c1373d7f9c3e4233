import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessions } from '../../db/schema/auth.ts';
import type { SessionLookup } from '../../platform/session-user.ts';
import { purgeExpired } from './purge-expired.ts';
import { toSessionUser } from './queries.ts';
import { clearSessionCookie, readSessionToken } from './session-cookie.ts';
import { endSession, findSession, isSessionLive } from './session-store.ts';

/** Writing the last-seen time on every request would cost a write per call; once a minute is enough. */
const TOUCH_EVERY_MS = 60_000;
const PURGE_EVERY_MS = 60 * 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's session, once looked up (see `lookUpSession`). */
    sessionLookup: Promise<SessionLookup> | null;
  }
}

const noSession: SessionLookup = { user: null, ended: false };

/**
 * Provides `app.lookUpSession(request, reply)`: the session behind the request's cookie, read when a
 * route asks (a learner operation, a private file, a public operation that wants to know) and at most
 * once per request. An ended session (idle, past its absolute expiry, signed out, or ended by a password
 * change) is deleted and its cookie cleared; a learner operation then answers 401 SESSION_EXPIRED.
 * Also purges expired sessions, codes and counters now and then.
 */
export const sessionsPlugin = fp(
  async (app) => {
    const { db, config, clock } = app;

    async function lookUp(request: FastifyRequest, reply: FastifyReply): Promise<SessionLookup> {
      const token = readSessionToken(request);
      if (!token) return noSession;
      const found = await findSession(db, token);
      const now = clock.now();
      if (!found || !isSessionLive(found.session, config, now)) {
        if (found) await endSession(db, found.session.id);
        clearSessionCookie(request, reply, config);
        return { user: null, ended: true };
      }
      if (now.getTime() - found.session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, found.session.id));
      }
      return { user: toSessionUser(found.user, found.session.id), ended: false };
    }

    app.decorateRequest('sessionLookup', null);
    app.decorate('lookUpSession', (request: FastifyRequest, reply: FastifyReply) => {
      request.sessionLookup ??= lookUp(request, reply);
      return request.sessionLookup;
    });

    const timer = setInterval(() => {
      purgeExpired(db, config, clock.now()).catch((error: unknown) =>
        app.log.warn({ err: error }, 'purging expired sessions failed'),
      );
    }, PURGE_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  {
    name: 'aula-sessions',
    fastify: '5.x',
    dependencies: ['@fastify/cookie'],
    decorators: { fastify: ['db', 'config', 'clock'] },
  },
);
