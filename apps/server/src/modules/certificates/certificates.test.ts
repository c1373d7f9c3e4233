import {
  type Certificate,
  certificateIssuedMessage,
  noSuchCertificateMessage,
} from '@aula/contract/certificates';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readCertificateQr } from '../../../test/certificate-qr-reader.ts';
import {
  alice,
  bob,
  carol,
  createLearnerRecordsApp,
  fixtureOid,
} from '../../../test/learner-records-fixture.ts';
import { courseProgress } from '../../db/schema/progress.ts';
import { coursesLeftMessage } from './generate-certificate.ts';

let t: Awaited<ReturnType<typeof createLearnerRecordsApp>>;

beforeAll(async () => {
  t = await createLearnerRecordsApp();
});
afterAll(() => t.app.close());
afterEach(() => t.clock.reset());

/** Records courses as complete (tp = 2), as the course player does at a course's last object. */
async function complete(eid: string, ...bcids: string[]) {
  for (const bcid of bcids) {
    await t.database.db
      .insert(courseProgress)
      .values({ oid: fixtureOid, eid, bcid, tp: 2 })
      .onConflictDoUpdate({
        target: [courseProgress.oid, courseProgress.eid, courseProgress.bcid],
        set: { tp: 2 },
      });
  }
}

function generate(learner: { email: string }, cookie: string, bpid = 'pharmd-2026') {
  return t.call(
    'generateCertificate',
    { eid: learner.email, bpid, uname: 'Someone Else', cid: 'pd101' },
    cookie,
  );
}

async function certificatesOf(learner: { email: string }, cookie: string): Promise<Certificate[]> {
  const response = await t.call('getCertificates', { eid: learner.email }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().certificates;
}

describe('generateCertificate', () => {
  it('refuses while courses the learner takes are incomplete, naming them', async () => {
    // Bob completed pd101 and did not choose the elective pd102: only pd103 is left.
    const response = await generate(bob, await t.cookieOf(bob));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(coursesLeftMessage(['Biochemistry']));
    expect(await certificatesOf(bob, await t.cookieOf(bob))).toEqual([]);
  });

  it('requires the chosen elective too', async () => {
    await complete(alice.email, 'pharmd-2026-pd101', 'pharmd-2026-pd103');
    const response = await generate(alice, await t.cookieOf(alice));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(coursesLeftMessage(['Anatomy']));
  });

  it('issues the certificate once every course is complete, and the same one when asked again', async () => {
    await complete(bob.email, 'pharmd-2026-pd103');
    t.clock.set(new Date('2026-12-31T20:00:00Z'));
    // Signed in at that moment: a session from today would have ended by New Year's Eve.
    const cookie = await t.cookieOf(bob);
    const first = await generate(bob, cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ statusCode: 200, message: certificateIssuedMessage });
    const { certno } = first.json();
    expect(certno).toMatch(/^TESTORG-2027-[0-9A-HJKMNP-TV-Z]{8}$/);

    const again = await generate(bob, cookie);
    expect(again.json().certno).toBe(certno);
    const list = await certificatesOf(bob, cookie);
    expect(list).toEqual([
      {
        certno,
        certificate: 'Doctor of Pharmacy',
        cerurl: `/files/certificate/${certno}`,
        verifyUrl: `http://localhost:3000/verify/${certno}`,
        bpid: 'pharmd-2026',
        // The university's day (India time), already 1 January 2027 there.
        issuedOn: '2027-01-01',
      },
    ]);
  });

  it('refuses a batch the learner is not enrolled in', async () => {
    const response = await generate(carol, await t.cookieOf(carol));
    expect(response.statusCode).toBe(403);
  });
});

describe('certificate images and verification', () => {
  let certno: string;
  let bobCookie: string;
  beforeAll(async () => {
    bobCookie = await t.cookieOf(bob);
    await complete(bob.email, 'pharmd-2026-pd101', 'pharmd-2026-pd103');
    certno = (await generate(bob, bobCookie)).json().certno;
  });

  function image(cookie?: string, number = certno) {
    return t.app.inject({
      method: 'GET',
      url: `/files/certificate/${number}`,
      headers: cookie ? { cookie } : {},
    });
  }

  it('draws the certificate for its owner: who, what, when, the number and the QR code', async () => {
    const response = await image(bobCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    // An SVG opened directly is a document of the portal's origin: nothing in it may run.
    expect(String(response.headers['content-security-policy'])).toMatch(/; sandbox$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // The account's name, not the body's uname.
    expect(response.body).toContain('>bob<');
    expect(response.body).not.toContain('Someone Else');
    expect(response.body).toContain('Doctor of Pharmacy');
    expect(response.body).toContain('Test University');
    expect(response.body).toContain(certno);
    expect(response.body).toContain(`http://localhost:3000/verify/${certno}`);
    expect(response.body).toContain('data:image/svg+xml;base64,');
    expect(readCertificateQr(response.body)).toBe(`http://localhost:3000/verify/${certno}`);
  });

  it('names the configured address in the verify link, whatever Host the request named', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/getCertificates',
      headers: { 'content-type': 'application/json', cookie: bobCookie, ...forged },
      payload: JSON.stringify({ oid: fixtureOid, eid: bob.email }),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().certificates[0].verifyUrl).toBe(`http://localhost:3000/verify/${certno}`);
    const drawn = await t.app.inject({
      method: 'GET',
      url: `/files/certificate/${certno}`,
      headers: { cookie: bobCookie, ...forged },
    });
    expect(drawn.body).toContain(`http://localhost:3000/verify/${certno}`);
    expect(drawn.body).not.toContain('evil.example');
  });

  it("refuses another learner's certificate and callers without a session", async () => {
    expect((await image(await t.cookieOf(alice))).statusCode).toBe(404);
    expect((await image()).statusCode).toBe(401);
    expect((await image(bobCookie, 'TESTORG-2026-00000000')).statusCode).toBe(404);
  });

  it('confirms a certificate to anyone with its number, and nothing more', async () => {
    const response = await t.call('verifyCertificate', { certno });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      certno,
      learnerName: 'bob',
      program: 'Doctor of Pharmacy',
      organisation: 'Test University',
      issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(response.body).not.toContain(bob.email);

    const unknown = await t.call('verifyCertificate', { certno: 'TESTORG-2026-00000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(noSuchCertificateMessage);
    const otherOrganisation = await t.call('verifyCertificate', { oid: 'OTHER', certno });
    expect(otherOrganisation.statusCode).toBe(404);
  });
});
