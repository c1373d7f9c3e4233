import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AccountsBundleFile } from '@aula/contract/auth';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieOf } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/auth.ts';
import { systemClock } from '../../platform/clock.ts';
import { createLocalFileStore } from '../../platform/local-file-store.ts';
import { demoContentFolder } from '../../platform/paths.ts';
import { importBundle, organisationSection } from '../content/index.ts';
import { accountsSection } from './accounts-section.ts';
import { demoAccountsNotice, totpCodeCommand } from './demo-accounts-notice.ts';

let t: TestApp;
let folder: string;
const OID = 'DEMO';

beforeAll(async () => {
  t = await createTestApp();
  folder = await mkdtemp(join(tmpdir(), 'aula-accounts-'));
  await mkdir(join(folder, 'media'));
  await writeFile(join(folder, 'media', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const organisation = {
    oid: OID,
    name: 'Aula Demo University',
    shortName: 'Aula Demo',
    logo: 'logo.svg',
    aboutHtml: '',
    onlineLearningHtml: '',
    contactHtml: '',
    poweredBy: 'Aula',
  };
  await writeFile(join(folder, 'organisation.json'), JSON.stringify(organisation));
  await copyFile(join(demoContentFolder, 'accounts.json'), join(folder, 'accounts.json'));
});
afterAll(async () => {
  await t.app.close();
  await rm(folder, { recursive: true, force: true });
});

const importAccounts = () =>
  importBundle(t.database.db, folder, {
    files: createLocalFileStore(join(folder, 'store')),
    clock: systemClock,
    sections: [organisationSection, accountsSection],
  });

const signInCall = (username: string, password: string) =>
  call(t.app, 'auth/signIn', { oid: OID, username, password });

describe('the demo accounts', () => {
  it('are a valid accounts.json with the ten demo learners and four staff', async () => {
    const file = AccountsBundleFile.parse(
      JSON.parse(await readFile(join(demoContentFolder, 'accounts.json'), 'utf8')),
    );
    expect(file.accounts.map((account) => account.email)).toEqual([
      'learner@aula.demo',
      'applicant@aula.demo',
      'temp@aula.demo',
      'empty@aula.demo',
      'candidate@aula.demo',
      'player@aula.demo',
      'scorm@aula.demo',
      'multisco@aula.demo',
      'authoring@aula.demo',
      'sweep@aula.demo',
      'counsellor@aula.demo',
      'counsellor2@aula.demo',
      'instructor@aula.demo',
      'admin@aula.demo',
    ]);
  });

  it('are created by the import and can sign in; the temporary one must change its password', async () => {
    const summary = await importAccounts();
    expect(summary.accounts).toBe(14);
    expect((await signInCall('learner@aula.demo', 'Learn@2026')).json()).toMatchObject({
      challengeName: null,
      user: { attributes: { name: 'Asha Mensah' } },
    });
    expect((await signInCall('applicant@aula.demo', 'Apply@2026')).statusCode).toBe(200);
    expect((await signInCall('empty@aula.demo', 'Empty@2026')).statusCode).toBe(200);
    expect((await signInCall('scorm@aula.demo', 'Scorm@2026')).statusCode).toBe(200);
    expect((await signInCall('multisco@aula.demo', 'Multi@2026')).statusCode).toBe(200);
    const temporary = await signInCall('temp@aula.demo', 'Temp@2026');
    expect(temporary.json()).toMatchObject({
      challengeName: 'NEW_PASSWORD_REQUIRED',
      user: { username: 'temp@aula.demo' },
    });
  });

  it('are not reset by a second import: a changed password stays changed', async () => {
    const [before] = await t.database.db.select().from(users).where(eq(users.eid, 'learner@aula.demo'));
    await t.database.db.update(users).set({ name: 'Asha M.' }).where(eq(users.eid, 'learner@aula.demo'));
    const summary = await importAccounts();
    expect(summary.accounts).toBe(14);
    const [after] = await t.database.db.select().from(users).where(eq(users.eid, 'learner@aula.demo'));
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect(after?.name).toBe('Asha M.');
    expect(await t.database.db.select().from(users).where(eq(users.oid, OID))).toHaveLength(14);
  });

  it('make staff who sign in with the published secret as their second factor', async () => {
    const staff = await signInCall('admin@aula.demo', 'Admin@2026');
    expect(staff.json()).toMatchObject({
      challengeName: 'SECOND_FACTOR_REQUIRED',
      user: { role: 'admin', grants: [{ role: 'admin', scope: null }] },
    });
    const code = TOTP.generate({ secret: Secret.fromBase32('HKD7XIVVWXET6M24PFH432GD4FNSXH2I') });
    const verified = await call(t.app, 'staff/verifySecondFactor', { code }, sessionCookieOf(staff));
    expect(verified.statusCode, verified.body).toBe(200);
    const counsellor = await signInCall('counsellor@aula.demo', 'Counsel@2026');
    expect(counsellor.json().user.grants).toEqual([{ role: 'counsellor', scope: 'pgd-cr' }]);
  });

  it('refuses a second factor for an account without staff roles', async () => {
    const learnerWithSecret = {
      accounts: [
        {
          email: 'nostaff@aula.demo',
          name: 'A',
          password: 'Learn@2026',
          totpSecret: 'HKD7XIVVWXET6M24PFH432GD4FNSXH2I',
        },
      ],
    };
    await writeFile(join(folder, 'accounts.json'), JSON.stringify(learnerWithSecret));
    await expect(importAccounts()).rejects.toThrow(
      /accounts\.0\.totpSecret: only a staff account \(with grants\) has a second factor/,
    );
    await copyFile(join(demoContentFolder, 'accounts.json'), join(folder, 'accounts.json'));
  });

  it('refuses a bundle that lists one e-mail twice, or an account with two passwords', async () => {
    const duplicate = {
      accounts: [
        { email: 'twice@aula.demo', name: 'A', password: 'Twice@2026' },
        { email: 'TWICE@aula.demo', name: 'B', password: 'Twice@2026' },
      ],
    };
    await writeFile(join(folder, 'accounts.json'), JSON.stringify(duplicate));
    await expect(importAccounts()).rejects.toThrow(/already defined/);
    const both = {
      accounts: [{ email: 'both@aula.demo', name: 'A', password: 'x', temporaryPassword: 'y' }],
    };
    await writeFile(join(folder, 'accounts.json'), JSON.stringify(both));
    await expect(importAccounts()).rejects.toThrow(/exactly one of password and temporaryPassword/);
    await copyFile(join(demoContentFolder, 'accounts.json'), join(folder, 'accounts.json'));
  });

  it('are printed with their passwords for npm start', async () => {
    const notice = await demoAccountsNotice(demoContentFolder, 'http://localhost:3000');
    expect(notice).toContain('Demo accounts (sign in at http://localhost:3000):');
    expect(notice).toMatch(/learner@aula\.demo +Learn@2026 +Asha Mensah/);
    expect(notice).toMatch(/temp@aula\.demo +Temp@2026 \(temporary\) +Chidi Okafor/);
    expect(notice).toContain('Staff sign in at http://localhost:3000/staff');
    expect(notice).toMatch(/admin@aula\.demo +HKD7XIVVWXET6M24PFH432GD4FNSXH2I/);
    expect(notice).toContain(totpCodeCommand('<secret>'));
    expect(await demoAccountsNotice(join(folder, 'nowhere'), 'http://localhost:3000')).toBeNull();
  });
});
