import {
  type Certificate,
  certificateIssuedMessage,
  noSuchCertificateMessage,
} from '@aula/contract/certificates';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodePng, readPngQr } from '../../../test/certificate-readers.ts';
import {
  alice,
  bob,
  carol,
  createLearnerRecordsApp,
  fixtureOid,
  learnerRecordsBundle,
} from '../../../test/learner-records-fixture.ts';
import { courses } from '../../db/schema/content.ts';
import { batchCourses } from '../../db/schema/programs.ts';
import { courseProgress, objectProgress } from '../../db/schema/progress.ts';
import { mediaKey } from '../../platform/media-key.ts';
import { certificateFileKey } from './certificate-files.ts';
import { certificateHeight, certificateWidth } from './certificate-svg.ts';
import { coursesLeftMessage } from './generate-certificate.ts';

let t: Awaited<ReturnType<typeof createLearnerRecordsApp>>;

beforeAll(async () => {
  // pd103 gets content: a course with nothing to study can never be complete (ADR 0063).
  t = await createLearnerRecordsApp({
    ...learnerRecordsBundle(),
    'courses/pd103.json': {
      tid: 'pd103',
      pid: 'pharmd',
      ttitle: 'Biochemistry',
      tduration: 24,
      tdescription: '<p>Enzymes</p>',
      nuggets: [
        {
          nid: 'pd103-n1',
          unit: 'Unit 1',
          ntitle: 'Enzymes',
          nduration: 10,
          objects: [{ oid: 'pd103-o1', otype: 'pdf', otitle: 'Reading', ourl: 'pdf/reading.pdf' }],
        },
      ],
    },
  });
  // The organisation's logo: a red band, easy to find on the rendered certificate.
  const redLogo =
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="12"><rect width="32" height="12" fill="#ff0000"/></svg>';
  await t.app.files.put(mediaKey(fixtureOid, 'logo.svg'), Buffer.from(redLogo), 'image/svg+xml');
});
afterAll(() => t.app.close());
afterEach(() => t.clock.reset());

/**
 * Records courses as complete as the course player does: every countable object complete (op 2), then
 * the course (tp 2).
 */
async function complete(eid: string, ...bcids: string[]) {
  const { db } = t.database;
  for (const bcid of bcids) {
    const [course] = await db
      .select({ details: courses.details })
      .from(batchCourses)
      .innerJoin(courses, and(eq(courses.oid, batchCourses.oid), eq(courses.tid, batchCourses.tid)))
      .where(and(eq(batchCourses.oid, fixtureOid), eq(batchCourses.bcid, bcid)));
    for (const nugget of course?.details.nuggets ?? []) {
      for (const object of nugget.objects) {
        await db
          .insert(objectProgress)
          .values({ oid: fixtureOid, eid, bcid, objid: object.oid, op: 2, timespent: 60 })
          .onConflictDoUpdate({
            target: [objectProgress.oid, objectProgress.eid, objectProgress.bcid, objectProgress.objid],
            set: { op: 2 },
          });
      }
    }
    await db
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

async function statusOf(learner: { email: string }, cookie: string) {
  const response = await t.call('getCertificateStatus', { eid: learner.email, bpid: 'pharmd-2026' }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('generateCertificate', () => {
  it('refuses while courses the learner takes are incomplete, naming them', async () => {
    // Bob completed pd101 and did not choose the elective pd102: only pd103 is left.
    const response = await generate(bob, await t.cookieOf(bob));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(coursesLeftMessage(['Biochemistry']));
    expect(await certificatesOf(bob, await t.cookieOf(bob))).toEqual([]);
    // The course page is told the same before it asks (ADR 0080).
    expect(await statusOf(bob, await t.cookieOf(bob))).toEqual({
      certno: null,
      coursesLeft: [{ bcid: 'pharmd-2026-pd103', tid: 'pd103', ttitle: 'Biochemistry' }],
    });
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
    expect(await statusOf(bob, cookie)).toEqual({ certno: null, coursesLeft: [] });
    const first = await generate(bob, cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ statusCode: 200, message: certificateIssuedMessage });
    const { certno } = first.json();
    expect(certno).toMatch(/^TESTORG-2027-[0-9A-HJKMNP-TV-Z]{8}$/);

    const again = await generate(bob, cookie);
    expect(again.json().certno).toBe(certno);
    expect(await statusOf(bob, cookie)).toEqual({ certno, coursesLeft: [] });
    const list = await certificatesOf(bob, cookie);
    expect(list).toEqual([
      {
        certno,
        certificate: 'Doctor of Pharmacy',
        cerurl: `/files/certificate/${certno}.png`,
        pdfUrl: `/files/certificate/${certno}.pdf`,
        verifyUrl: `http://localhost:3000/verify/${certno}`,
        bpid: 'pharmd-2026',
        // The university's day (India time), already 1 January 2027 there.
        issuedOn: '2027-01-01',
        revokedOn: null,
        revokeReason: null,
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

  function download(cookie?: string, file = `${certno}.png`) {
    return t.app.inject({
      method: 'GET',
      url: `/files/certificate/${file}`,
      headers: cookie ? { cookie } : {},
    });
  }

  it('stores the PNG at issue time and serves it to its owner: the picture with its QR code', async () => {
    expect(await t.app.files.exists(certificateFileKey(fixtureOid, certno, 'png'))).toBe(true);
    const response = await download(bobCookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe('attachment; filename="certificate.png"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const png = response.rawPayload;
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const { width, height, rgba } = decodePng(png);
    expect([width, height]).toEqual([certificateWidth, certificateHeight]);
    expect(readPngQr(png)).toBe(`http://localhost:3000/verify/${certno}`);
    // The organisation's logo (a red SVG) is drawn at the top, in the middle.
    const middleOfLogo = (146 * width + certificateWidth / 2) * 4;
    expect([...rgba.subarray(middleOfLogo, middleOfLogo + 3)]).toEqual([255, 0, 0]);
  });

  it('serves the PDF: one A4 landscape page', async () => {
    const response = await download(bobCookie, `${certno}.pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="certificate.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
  });

  it('renders the files once: asking again and downloading reuse the stored ones', async () => {
    const put = vi.spyOn(t.app.files, 'put');
    try {
      expect((await generate(bob, bobCookie)).json().certno).toBe(certno);
      expect((await download(bobCookie)).statusCode).toBe(200);
      expect((await download(bobCookie, `${certno}.pdf`)).statusCode).toBe(200);
      expect(put).not.toHaveBeenCalled();
    } finally {
      put.mockRestore();
    }
  });

  it('renders and stores the files of a certificate issued without them, on its first download', async () => {
    // As the demo's imported certificates are: a row, and no files yet.
    await t.app.files.delete(certificateFileKey(fixtureOid, certno, 'png'));
    await t.app.files.delete(certificateFileKey(fixtureOid, certno, 'pdf'));
    const response = await download(bobCookie, `${certno}.pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await t.app.files.exists(certificateFileKey(fixtureOid, certno, 'png'))).toBe(true);
    expect(await t.app.files.exists(certificateFileKey(fixtureOid, certno, 'pdf'))).toBe(true);
  });

  it('ends two requests at once with one certificate and its files', async () => {
    const aliceCookie = await t.cookieOf(alice);
    await complete(alice.email, 'pharmd-2026-pd101', 'pharmd-2026-pd102', 'pharmd-2026-pd103');
    const [first, second] = await Promise.all([generate(alice, aliceCookie), generate(alice, aliceCookie)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json().certno).toBe(first.json().certno);
    const list = await certificatesOf(alice, aliceCookie);
    expect(list.map((certificate) => certificate.certno)).toEqual([first.json().certno]);
    const png = await download(aliceCookie, `${first.json().certno}.png`);
    expect(readPngQr(png.rawPayload)).toBe(`http://localhost:3000/verify/${first.json().certno}`);
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
    await t.app.files.delete(certificateFileKey(fixtureOid, certno, 'pdf'));
    const drawn = await t.app.inject({
      method: 'GET',
      url: `/files/certificate/${certno}.png`,
      headers: { cookie: bobCookie, ...forged },
    });
    expect(readPngQr(drawn.rawPayload)).toBe(`http://localhost:3000/verify/${certno}`);
  });

  it("refuses another learner's certificate and callers without a session", async () => {
    expect((await download(await t.cookieOf(alice))).statusCode).toBe(404);
    expect((await download(await t.cookieOf(alice), `${certno}.pdf`)).statusCode).toBe(404);
    expect((await download()).statusCode).toBe(401);
    expect((await download(bobCookie, 'TESTORG-2026-00000000.png')).statusCode).toBe(404);
    // Only the PNG and the PDF are served.
    expect((await download(bobCookie, `${certno}.svg`)).statusCode).toBe(404);
    expect((await download(bobCookie, certno)).statusCode).toBe(404);
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
      revokedOn: null,
    });
    expect(response.body).not.toContain(bob.email);

    const unknown = await t.call('verifyCertificate', { certno: 'TESTORG-2026-00000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(noSuchCertificateMessage);
    const otherOrganisation = await t.call('verifyCertificate', { oid: 'OTHER', certno });
    expect(otherOrganisation.statusCode).toBe(403);
  });
});
