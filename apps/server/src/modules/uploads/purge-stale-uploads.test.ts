import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfOf, upload } from '../../../test/account-files.ts';
import { createLearner, signIn, type TestAccount } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { uploadSlots } from '../../db/schema/account.ts';
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
  it('are removed with their bytes a day after they were made; newer and claimed ones stay', async () => {
    const stale = await pdf('stale.pdf');
    const claimed = await pdf('claimed.pdf');
    await t.database.db
      .update(uploadSlots)
      .set({ claimedAt: new Date() })
      .where(eq(uploadSlots.storedName, claimed.filename));
    const slotOf = async (name: string) =>
      (await t.database.db.select().from(uploadSlots).where(eq(uploadSlots.storedName, name)))[0];
    const staleKey = (await slotOf(stale.filename))?.fileKey ?? '';
    let freshName = '';

    t.clock.set(new Date(Date.now() + 25 * 3_600_000));
    try {
      // A day later the learner signs in again and uploads another file.
      const fresh = await pdf('fresh.pdf', await signIn(t.app, me.email, me.password));
      freshName = fresh.filename;
      expect(await purgeStaleUploads({ db: t.database.db, files: t.files }, t.clock.now())).toBe(1);
    } finally {
      t.clock.reset();
    }
    expect(await slotOf(stale.filename)).toBeUndefined();
    expect(await t.files.exists(staleKey)).toBe(false);
    for (const kept of [claimed.filename, freshName]) {
      const slot = await slotOf(kept);
      expect(slot, kept).toBeDefined();
      expect(await t.files.exists(slot?.fileKey ?? '')).toBe(true);
    }
  });
});
