import type { Complaint } from '@aula/contract/complaints';
import type { UserProfile } from '@aula/contract/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { importContent } from '../../content-sections.ts';
import { demoContentFolder } from '../../platform/paths.ts';

// The demo learner's account as content/demo/README.md promises it: a filled profile with a photo and
// one file in each list, both programmes with their USN, and two complaints, one with a file.

let t: TestApp;
const oid = 'AULADEMO';

beforeAll(async () => {
  t = await createTestApp();
  await importContent(t.database.db, demoContentFolder, t);
  // A second import changes nothing and duplicates nothing.
  await importContent(t.database.db, demoContentFolder, t);
});
afterAll(() => t.app.close());

describe('the demo account', () => {
  it('gives the demo learner a filled profile whose files they can open, and their complaints', async () => {
    const cookie = await signIn(t.app, 'learner@aula.demo', 'Learn@2026', oid);
    const body = { oid, eid: 'learner@aula.demo' };
    const profile = (await call(t.app, 'getUserProfile', body, cookie)).json<UserProfile>();
    expect(profile).toMatchObject({ UNAME: 'Asha', LASTNAME: 'Mensah', PASSPORTNO: 'G3581204' });
    expect(profile.candidateIds.map((id) => id.usn)).toEqual(['ADU26PV0042', 'ADU26HM0107']);
    const urls = [
      profile.PROFILEPICURL,
      ...[profile.DOCUMENTNAME, profile.CERTIFICATE, profile.MARKSCARD].flat().map((file) => file.url),
    ];
    expect(urls).toHaveLength(4);
    for (const url of urls) {
      const file = await t.app.inject({ method: 'GET', url: url ?? '', headers: { cookie } });
      expect(file.statusCode, url ?? '').toBe(200);
    }

    const { complents } = (await call(t.app, 'getcomplents', body, cookie)).json<{
      complents: Complaint[];
    }>();
    expect(complents.map((complaint) => [complaint.bpid, complaint.uploadedFile])).toEqual([
      ['cert-pv-2026', '3152-marks-correction-request.pdf'],
      ['dip-hcm-2026', null],
    ]);
  });

  it('leaves the empty learner without complaints and with a profile from their account only', async () => {
    const cookie = await signIn(t.app, 'empty@aula.demo', 'Empty@2026', oid);
    const body = { oid, eid: 'empty@aula.demo' };
    expect((await call(t.app, 'getcomplents', body, cookie)).json().complents).toEqual([]);
    expect((await call(t.app, 'getUserProfile', body, cookie)).json()).toMatchObject({
      UNAME: 'Priya',
      PROFILEPICURL: null,
      candidateIds: [],
    });
  });
});
