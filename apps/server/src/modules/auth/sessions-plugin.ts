import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionLookup, SessionUser } from '../../platform/session-user.ts';
import { purgeExpired } from './purge-expired.ts';
import { toSessionUser } from './queries.ts';
import { type CachedSession, SESSIONS_ENDED_CHANNEL, SessionCache } from './session-cache.ts';
import { clearSessionCookie, readSessionToken, sessionTokenOf } from './session-cookie.ts';
import { REFRESH_EVERY_MS, refreshSessions } from './session-refresh.ts';
import { endSession, findSession, isSessionLive, type SessionRow, sessionIdOf } from './session-store.ts';
import { SessionTouches, TOUCH_WRITE_EVERY_MS } from './session-touches.ts';
import { warmSessions } from './session-warm-up.ts';

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
 * Sessions read lately are kept in a short-lived cache that every server empties of ended sessions
 * (session-cache.ts, ADR 0029).
 * Also purges expired sessions, codes and counters now and then.
 */
export const sessionsPlugin = fp(
  async (app) => {
    const { db, config, clock } = app;

    const cache = new SessionCache();
    const touches = new SessionTouches(db);

    const touchDue = (session: SessionRow, now: Date) =>
      now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS;

    /**
     * Notes the session's last-seen time when it is due: written within TOUCH_WRITE_EVERY_MS with the
     * others (session-touches.ts), and never awaited by the request.
     */
    function noteSeen(session: SessionRow, now: Date): void {
      if (!touchDue(session, now)) return;
      touches.note(session.id, now);
      cache.touch(session.id, now);
    }

    /**
     * The user of a session in this server's cache that is live, its last-seen time noted if due:
     * known without a read or a wait. Otherwise null, and `lookUp` decides.
     */
    function cachedUser(sessionId: string, now: Date): SessionUser | null {
      const cached = cache.get(sessionId, now.getTime());
      if (!cached || !isSessionLive(cached, config, now)) return null;
      noteSeen(cached.session, now);
      return toSessionUser(cached);
    }

    /**
     * The session id of the Cookie header last seen on each connection: a browser's keep-alive
     * connection sends the same header with every exam poll, and parsing and hashing it again each
     * second was a measurable share of the poll (ADR 0057). Forgotten with the connection.
     */
    const sessionIdsByConnection = new WeakMap<object, { cookieHeader: string; sessionId?: string }>();
    function sessionIdOfCookie(cookieHeader: string, connection: object): string | undefined {
      const known = sessionIdsByConnection.get(connection);
      if (known?.cookieHeader === cookieHeader) return known.sessionId;
      const token = sessionTokenOf(app.parseCookie(cookieHeader));
      const sessionId = token ? sessionIdOf(token) : undefined;
      sessionIdsByConnection.set(connection, sessionId ? { cookieHeader, sessionId } : { cookieHeader });
      return sessionId;
    }

    /** The session from the cache when it is there and still live by it, else from the database. */
    async function find(token: string, now: Date): Promise<CachedSession | null> {
      const cached = cache.get(sessionIdOf(token), now.getTime());
      if (cached && isSessionLive(cached, config, now)) return cached;
      const generation = cache.generation;
      const read = await findSession(db, token);
      if (!read) return null;
      const found = touches.withUnwritten(read);
      cache.set(found, now.getTime(), generation);
      return found;
    }

    async function lookUp(request: FastifyRequest, reply: FastifyReply): Promise<SessionLookup> {
      const token = readSessionToken(request);
      if (!token) return noSession;
      const now = clock.now();
      const user = cachedUser(sessionIdOf(token), now);
      if (user) return { user, ended: false };
      const found = await find(token, now);
      if (!found || !isSessionLive(found, config, now)) {
        if (found) await endSession(db, found.session.id);
        clearSessionCookie(request, reply, config);
        return { user: null, ended: true };
      }
      noteSeen(found.session, now);
      return { user: toSessionUser(found), ended: false };
    }

    // A server (this one too) ended sessions or changed an account: forget them. Listening (re)started:
    // whatever was announced while it was down is unknown, so forget everything, then read in the
    // sessions seen lately (session-warm-up.ts); the server's start waits for the first reading.
    let warming: Promise<void> = Promise.resolve();
    await app.caches.subscribe(SESSIONS_ENDED_CHANNEL, {
      onNotify: (payload) => cache.forget(payload),
      onListen: () => {
        cache.clear();
        warming = warmSessions(db, cache, touches, clock.now().getTime()).then(
          (count) => app.log.info({ sessions: count }, 'sessions seen lately read into the cache'),
          (error: unknown) => app.log.warn({ err: error }, 'reading the sessions seen lately failed'),
        );
      },
    });
    await warming;

    app.decorate('cachedSessionUser', (cookieHeader: string, connection: object) => {
      const sessionId = sessionIdOfCookie(cookieHeader, connection);
      return sessionId ? cachedUser(sessionId, clock.now()) : null;
    });
    app.decorateRequest('sessionLookup', null);
    app.decorate('lookUpSession', (request: FastifyRequest, reply: FastifyReply) => {
      request.sessionLookup ??= lookUp(request, reply);
      return request.sessionLookup;
    });

    const writeTouches = () =>
      touches
        .write()
        .catch((error: unknown) => app.log.warn({ err: error }, 'writing last-seen times failed'));
    const touchTimer = setInterval(writeTouches, TOUCH_WRITE_EVERY_MS);
    touchTimer.unref();
    // Sessions in use are read again before their trust ends, one statement each REFRESH_EVERY_MS (session-refresh.ts).
    let refreshing: Promise<void> | null = null;
    const refreshTimer = setInterval(() => {
      refreshing ??= refreshSessions(db, cache, touches, clock.now().getTime())
        .catch((error: unknown) => app.log.warn({ err: error }, 'reading cached sessions again failed'))
        .finally(() => {
          refreshing = null;
        });
    }, REFRESH_EVERY_MS);
    refreshTimer.unref();
    const timer = setInterval(() => {
      purgeExpired(db, config, clock.now()).catch((error: unknown) =>
        app.log.warn({ err: error }, 'purging expired sessions failed'),
      );
    }, PURGE_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      clearInterval(touchTimer);
      clearInterval(refreshTimer);
      await refreshing;
      // Best effort: the database may be closed first, and a lost last-seen time is harmless.
      await touches.write().catch(() => {});
    });
  },
  {
    name: 'aula-sessions',
    fastify: '5.x',
    dependencies: ['@fastify/cookie'],
    decorators: { fastify: ['db', 'config', 'clock', 'caches'] },
  },
);
