import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.ts';
import { systemClock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db.ts';
import { createLocalFileStore } from '../../platform/local-file-store.ts';
import { accountsSection } from '../auth/index.ts';
import { importBundle, organisationSection } from '../content/index.ts';
import { staffScopesSection } from './staff-scopes-section.ts';

let database: Database;
let folder: string;
beforeAll(async () => {
  database = await createTestDatabase();
  folder = await mkdtemp(join(tmpdir(), 'aula-staff-scopes-'));
  await mkdir(join(folder, 'media'));
  await writeFile(join(folder, 'media', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const organisation = {
    oid: 'SCOPES',
    name: 'Scopes University',
    shortName: 'Scopes',
    logo: 'logo.svg',
    aboutHtml: '',
    onlineLearningHtml: '',
    contactHtml: '',
    poweredBy: 'Aula',
  };
  await writeFile(join(folder, 'organisation.json'), JSON.stringify(organisation));
});
afterAll(async () => {
  await database.close();
  await rm(folder, { recursive: true, force: true });
});

const importWith = async (grants: unknown[]) => {
  const account = { email: 'staff@scopes.test', name: 'Sam Staff', password: 'Staff@2026', grants };
  await writeFile(join(folder, 'accounts.json'), JSON.stringify({ accounts: [account] }));
  return importBundle(database.db, folder, {
    files: createLocalFileStore(join(folder, 'store')),
    clock: systemClock,
    sections: [organisationSection, accountsSection, staffScopesSection],
  });
};

describe("accounts.json's staff roles", () => {
  it('refuse a programme or course the bundle does not have, naming the grant', async () => {
    await expect(
      importWith([
        { role: 'admin', scope: null },
        { role: 'counsellor', scope: 'no-such-programme' },
      ]),
    ).rejects.toThrow(
      'accounts.json: accounts.0.grants.1.scope: no programme no-such-programme in this bundle',
    );
    await expect(importWith([{ role: 'instructor', scope: 'no-such-course' }])).rejects.toThrow(
      /no course no-such-course/,
    );
  });

  it('load when every scope is the organisation or its own', async () => {
    const summary = await importWith([{ role: 'counsellor', scope: null }]);
    expect(summary).toMatchObject({ accounts: 1, staffRoles: 1 });
  });
});
