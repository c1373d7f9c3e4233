import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBatch } from '../../../test/batch-factories.ts';
import { createLearner, sessionCookieOf, signIn, TEST_OID } from '../../../test/factories.ts';
import { auditLines } from '../../../test/staff-factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createStaffAccount } from './create-staff-account.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createBatch(t.database.db, 'prog-a-2026', { pid: 'prog-a' });
});
afterAll(() => t.app.close());
afterEach(() => t.clock.reset());

const now = () => t.clock.now();

describe('npm run staff:create (createStaffAccount)', () => {
  it('makes the first admin with a one-time password to replace at the first sign-in', async () => {
    const outcome = await createStaffAccount(
      t.database.db,
      { oid: TEST_OID, email: 'Registrar@Example.test', name: 'Grace Mensah', role: 'admin', scope: null },
      now(),
    );
    if (outcome.kind !== 'created') throw new Error('not created');
    const signedIn = await call(t.app, 'auth/signIn', {
      oid: TEST_OID,
      username: 'registrar@example.test',
      password: outcome.temporaryPassword,
    });
    expect(signedIn.json()).toMatchObject({
      challengeName: 'NEW_PASSWORD_REQUIRED',
      user: { role: 'admin', grants: [{ role: 'admin', scope: null }], attributes: { name: 'Grace Mensah' } },
    });
    const changed = await call(
      t.app,
      'auth/completeNewPassword',
      { newPassword: 'Regist#2468' },
      sessionCookieOf(signedIn),
    );
    expect(changed.json().challengeName).toBe('SECOND_FACTOR_SETUP_REQUIRED');
    const [line] = await auditLines(t.database.db, { subjectId: outcome.userId, action: 'staff.create' });
    expect(line).toMatchObject({
      actorEid: null,
      after: { via: 'command line', grants: [{ role: 'admin' }] },
    });
  });

  it('adds a role to an existing account and ends its sessions; again, changes nothing', async () => {
    const learner = await createLearner(t.database.db);
    const cookie = await signIn(t.app, learner.email, learner.password);
    const request = { oid: TEST_OID, email: learner.email, role: 'counsellor', scope: 'prog-a' } as const;
    expect(await createStaffAccount(t.database.db, request, now())).toEqual({
      kind: 'granted',
      userId: learner.user.id,
      alreadyHeld: false,
    });
    expect((await call(t.app, 'auth/currentUserInfo', {}, cookie)).statusCode).toBe(401);
    expect(await createStaffAccount(t.database.db, request, now())).toMatchObject({ alreadyHeld: true });
    const lines = await auditLines(t.database.db, { subjectId: learner.user.id, action: 'staff.setGrants' });
    expect(lines.map((line) => line.after)).toEqual([
      { grants: [{ role: 'counsellor', scope: 'prog-a' }], via: 'command line' },
    ]);
  });

  it('refuses a scope outside the organisation, an admin with a scope, a new account without a name', async () => {
    const base = { oid: TEST_OID, email: 'someone@example.test', name: 'Some One' };
    await expect(
      createStaffAccount(t.database.db, { ...base, role: 'counsellor', scope: 'their-prog' }, now()),
    ).rejects.toThrow('No programme "their-prog" in this organisation.');
    await expect(
      createStaffAccount(t.database.db, { ...base, role: 'admin', scope: 'prog-a' }, now()),
    ).rejects.toThrow(/give no scope/);
    await expect(
      createStaffAccount(t.database.db, { ...base, name: undefined, role: 'instructor', scope: null }, now()),
    ).rejects.toThrow(/give its --name/);
  });
});
