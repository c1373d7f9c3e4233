import { hash, randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { sessions, type users } from '../../db/schema/auth.ts';
import { addMinutes } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import { type Db, epochMs, preparedRunnerOf } from '../../platform/db.ts';
import type { AuthContext } from './context.ts';
import { announceAccountChanged, announceSessionsEnded, type CachedSession } from './session-cache.ts';
import { readSessionToken, setSessionCookie } from './session-cookie.ts';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/**
 * Sessions are stored under the SHA-256 of their token, so a leaked table signs nobody in. (Computed on
 * every signed-in call: the one-shot `hash` costs less than a Hash object.)
 */
export function sessionIdOf(token: string): string {
  return hash('sha256', token, 'hex');
}

/**
 * How long a session lasts unused and at most: a staff account's (one holding any role) is shorter
 * than a learner's (ADR 0066), since it reaches every learner's records.
 */
export function sessionLimitsOf(
  config: Config,
  staff: boolean,
): { idleMinutes: number; absoluteHours: number } {
  return staff
    ? { idleMinutes: config.STAFF_SESSION_IDLE_MINUTES, absoluteHours: config.STAFF_SESSION_ABSOLUTE_HOURS }
    : { idleMinutes: config.SESSION_IDLE_MINUTES, absoluteHours: config.SESSION_ABSOLUTE_HOURS };
}

export function idleExpiryOf(session: SessionRow, config: Config, staff: boolean): Date {
  return addMinutes(session.lastSeenAt, sessionLimitsOf(config, staff).idleMinutes);
}

/** Compares times as numbers: it runs on every signed-in call. */
export function isSessionLive({ session, grants }: CachedSession, config: Config, now: Date): boolean {
  const nowMs = now.getTime();
  const idleMinutes = grants.length > 0 ? config.STAFF_SESSION_IDLE_MINUTES : config.SESSION_IDLE_MINUTES;
  return nowMs < session.expiresAt.getTime() && nowMs < session.lastSeenAt.getTime() + idleMinutes * 60_000;
}

/**
 * The session with its account, in one prepared statement (one round trip; ADR 0051): every signed-in
 * call whose session is not in this server's cache reads it.
 */
const findSessionSql = `
select s.id, s.oid, s.user_id, ${epochMs('s.created_at')} as created_ms,
  ${epochMs('s.last_seen_at')} as last_seen_ms, ${epochMs('s.expires_at')} as expires_ms, s.ip, s.user_agent,
  ${epochMs('s.second_factor_at')} as second_factor_ms,
  u.oid as user_oid, u.eid, u.email, u.name, u.password_hash, u.confirmed, u.must_change_password,
  u.role, ${epochMs('u.created_at')} as user_created_ms,
  ${epochMs('u.password_changed_at')} as password_changed_ms,
  (select coalesce(json_agg(json_build_object('role', g.role, 'scope', g.scope) order by g.role, g.scope), '[]'::json)
    from staff_grants g where g.user_id = u.id) as grants
from sessions s
join users u on u.id = s.user_id
where s.id = $1::text`;

/**
 * The same, for several sessions by id (the cache's reading again, session-refresh.ts): one lookup of
 * each id in a lateral subquery (`offset 0` keeps the planner from making it a join), so the plan is
 * index lookups whatever the statistics say. With `s.id = any($1)` the first readings of a statement,
 * planned for their own ids, scanned the whole of `sessions` and `users` once 80 ids were a few per
 * cent of the rows: 44 such scans in a 90 s exam bench at 3,000 learners (ADR 0059).
 */
const findSessionsSql = `
select found.* from unnest($1::text[]) as wanted(id) cross join lateral (
${findSessionSql.replace('where s.id = $1::text', 'where s.id = wanted.id offset 0')}
) as found`;

/** The same, for the sessions seen lately, the latest first (a starting server's cache, session-warm-up.ts). */
const findSessionsSeenSql = findSessionSql.replace(
  'where s.id = $1::text',
  'where s.last_seen_at >= $1::timestamptz order by s.last_seen_at desc limit $2::int',
);

export async function findSession(db: Db, token: string): Promise<CachedSession | null> {
  const [row] = await preparedRunnerOf(db)(findSessionSql, [sessionIdOf(token)]);
  return row ? foundSession(row) : null;
}

export async function findSessionsById(db: Db, sessionIds: string[]): Promise<CachedSession[]> {
  const rows = await preparedRunnerOf(db)(findSessionsSql, [sessionIds]);
  return rows.map(foundSession);
}

export async function findSessionsSeenSince(db: Db, since: Date, most: number): Promise<CachedSession[]> {
  const rows = await preparedRunnerOf(db)(findSessionsSeenSql, [since.toISOString(), most]);
  return rows.map(foundSession);
}

function foundSession(row: Record<string, unknown>): CachedSession {
  const userId = row.user_id as string;
  const passwordChangedMs = row.password_changed_ms as number | null;
  const secondFactorMs = row.second_factor_ms as number | null;
  const grants = typeof row.grants === 'string' ? JSON.parse(row.grants) : row.grants;
  return {
    session: {
      id: row.id as string,
      oid: row.oid as string,
      userId,
      createdAt: new Date(row.created_ms as number),
      lastSeenAt: new Date(row.last_seen_ms as number),
      expiresAt: new Date(row.expires_ms as number),
      ip: row.ip as string | null,
      userAgent: row.user_agent as string | null,
      secondFactorAt: secondFactorMs === null ? null : new Date(secondFactorMs),
    },
    user: {
      id: userId,
      oid: row.user_oid as string,
      eid: row.eid as string,
      email: row.email as string,
      name: row.name as string,
      passwordHash: row.password_hash as string,
      confirmed: row.confirmed as boolean,
      mustChangePassword: row.must_change_password as boolean,
      role: row.role as UserRow['role'],
      createdAt: new Date(row.user_created_ms as number),
      passwordChangedAt: passwordChangedMs === null ? null : new Date(passwordChangedMs),
    },
    grants: grants as CachedSession['grants'],
  };
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  await announceSessionsEnded(db, `s:${sessionId}`);
}

/** Ends every session of the account (a password change or reset), or all but the one named. */
export async function endUserSessions(db: Db, userId: string, exceptSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    );
  // Every server forgets the account's sessions; the one kept is read again at its next call.
  await announceAccountChanged(db, userId);
}

export interface SessionOptions {
  /** The account holds staff roles: its session is shorter (sessionLimitsOf). */
  staff: boolean;
  /** The account has just given its second factor: the session may act as staff. */
  secondFactor?: boolean;
}

/**
 * Starts a new session for the user with a fresh random id (never reusing the one the browser had, so a
 * planted cookie cannot be promoted to a signed-in one) and sets the cookie. The browser's previous
 * session ends: a staff account's second factor always starts a fresh session, never upgrades the one
 * its password started.
 */
export async function startSession(
  { db, config, clock, request, reply }: Omit<AuthContext, 'mailer'>,
  user: UserRow,
  { staff, secondFactor = false }: SessionOptions,
): Promise<SessionRow> {
  const previous = readSessionToken(request);
  if (previous) await endSession(db, sessionIdOf(previous));
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  const [session] = await db
    .insert(sessions)
    .values({
      id: sessionIdOf(token),
      oid: user.oid,
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: addMinutes(now, sessionLimitsOf(config, staff).absoluteHours * 60),
      secondFactorAt: secondFactor ? now : null,
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    })
    .returning();
  if (!session) throw new Error('the session was not stored');
  setSessionCookie(request, reply, config, token, session.expiresAt);
  return session;
}
