import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfOf, upload } from '../../../test/account-files.ts';
import { createLearner, signIn, type TestAccount } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { grantOf } from '../../../test/upload-grants.ts';
import { uploadGrants } from '../../db/schema/uploads.ts';
import { grantUpload } from './grant-upload.ts';
import { purgeStaleUploads } from './purge-stale-uploads.ts';

let t: TestApp;
let me: TestAccount;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  me = await createLearner(t.database.db);
  cookie = await signIn(t.app, me.email, me.password);
});
afterAll(() => t.app.close());

const pdf = (name: string, session = cookie) =>
  upload(t.app, {
    type: 'profiledocs',
    name,
    bytes: pdfOf(60_000),
    contentType: 'application/pdf',
    cookie: session,
    eid: me.email,
  });

describe('unclaimed uploads', () => {
  it('are removed with their bytes a day after they were made, whatever they were for; newer and claimed ones stay', async () => {
    const stale = await pdf('stale.pdf');
    const claimed = await pdf('claimed.pdf');
    await t.database.db
      .update(uploadGrants)
      .set({ claimedAt: new Date() })
      .where(eq(uploadGrants.storedName, claimed.filename));
    // An exam's, an assignment's and a project's upload were never purged before.
    const others = [];
    for (const purpose of ['answer', 'mini-assignment', 'project'] as const) {
      await grantUpload(
        { db: t.database.db, files: t.files },
        { oid: 'TEST', eid: me.email },
        { purpose, storedName: `${purpose}.pdf`, contentType: 'application/pdf', size: 4, expiresIn: 600 },
        t.clock.now(),
      );
      const grant = await grantOf(t.database.db, `${purpose}.pdf`);
      await t.files.put(grant.uploadKey, Buffer.from('%PDF'), 'application/pdf');
      others.push(grant);
    }
    const slotOf = async (name: string) =>
      (await t.database.db.select().from(uploadGrants).where(eq(uploadGrants.storedName, name)))[0];
    const staleKey = (await slotOf(stale.filename))?.uploadKey ?? '';
    let freshName = '';

    t.clock.set(new Date(Date.now() + 25 * 3_600_000));
    try {
      // A day later the learner signs in again and uploads another file.
      const fresh = await pdf('fresh.pdf', await signIn(t.app, me.email, me.password));
      freshName = fresh.filename;
      // Four unclaimed grants purged, and the claimed one's signed key emptied.
      expect(await purgeStaleUploads({ db: t.database.db, files: t.files }, t.clock.now())).toBe(5);
    } finally {
      t.clock.reset();
    }
    expect(await slotOf(stale.filename)).toBeUndefined();
    expect(await t.files.exists(staleKey)).toBe(false);
    for (const grant of others) {
      expect(await slotOf(grant.storedName)).toBeUndefined();
      expect(await t.files.exists(grant.uploadKey)).toBe(false);
    }
    const spent = await slotOf(claimed.filename);
    expect(spent?.clearedAt).not.toBeNull();
    expect(await t.files.exists(spent?.uploadKey ?? '')).toBe(false);
    const kept = await slotOf(freshName);
    expect(kept).toBeDefined();
    expect(await t.files.exists(kept?.uploadKey ?? '')).toBe(true);
  });
});
