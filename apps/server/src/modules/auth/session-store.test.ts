import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-app.ts';
import { sessions, users } from '../../db/schema/auth.ts';
import { staffGrants } from '../../db/schema/staff.ts';
import type { Database } from '../../platform/db.ts';
import { findSession, sessionIdOf } from './session-store.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A session row for a new learner, as sign-in writes it; the token is what the cookie carries. */
async function storedSession(overrides: { ip?: string | null; userAgent?: string | null } = {}) {
  const learner = await createLearner(database.db);
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await database.db.insert(sessions).values({
    id: sessionIdOf(token),
    oid: learner.oid,
    userId: learner.user.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 3_600_000),
    ip: overrides.ip === undefined ? '203.0.113.7' : overrides.ip,
    userAgent: overrides.userAgent === undefined ? 'Test Browser' : overrides.userAgent,
  });
  return { learner, token };
}

describe('findSession (one prepared statement)', () => {
  it('reads the session and its account exactly as the tables hold them', async () => {
    const { learner, token } = await storedSession();
    await database.db
      .update(users)
      .set({ mustChangePassword: true, passwordChangedAt: new Date('2026-11-01T10:00:00Z') })
      .where(eq(users.id, learner.user.id));
    const [session] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(token)));
    const [user] = await database.db.select().from(users).where(eq(users.id, learner.user.id));
    await database.db.insert(staffGrants).values([
      { oid: learner.user.oid, userId: learner.user.id, role: 'counsellor', scope: 'P1' },
      { oid: learner.user.oid, userId: learner.user.id, role: 'admin', scope: null },
    ]);
    const found = await findSession(database.db, token);
    expect(found).toEqual({
      session,
      user,
      grants: [
        { role: 'admin', scope: null },
        { role: 'counsellor', scope: 'P1' },
      ],
    });
    expect(found?.session.expiresAt).toBeInstanceOf(Date);
    expect(found?.user.passwordChangedAt).toBeInstanceOf(Date);
  });

  it('keeps the nulls of a session without an address or browser', async () => {
    const { token } = await storedSession({ ip: null, userAgent: null });
    const found = await findSession(database.db, token);
    expect(found?.session.ip).toBeNull();
    expect(found?.session.userAgent).toBeNull();
    expect(found?.user.passwordChangedAt).toBeNull();
  });

  it('finds nothing for an unknown token, nor for a session that has been deleted', async () => {
    expect(await findSession(database.db, 'forged')).toBeNull();
    const { token } = await storedSession();
    await database.db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)));
    expect(await findSession(database.db, token)).toBeNull();
  });
});
