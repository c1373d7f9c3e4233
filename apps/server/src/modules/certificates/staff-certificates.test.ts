import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation } from '../../../test/factories.ts';
import {
  alice,
  bob,
  createLearnerRecordsApp,
  fixtureOid,
  learnerRecordsBundle,
} from '../../../test/learner-records-fixture.ts';
import { pngClaiming, sampleHtml, samplePng, sampleSvg } from '../../../test/sample-files.ts';
import { auditLines, type StaffWithSession, staffSession } from '../../../test/staff-factories.ts';
import { uploadAsStaff } from '../../../test/staff-uploads.ts';
import { call as callApi } from '../../../test/test-app.ts';
import { courses } from '../../db/schema/content.ts';
import { batchCourses } from '../../db/schema/programs.ts';
import { courseProgress, objectProgress } from '../../db/schema/progress.ts';
import { certificates } from '../../db/schema/records.ts';

let t: Awaited<ReturnType<typeof createLearnerRecordsApp>>;
let admin: StaffWithSession;
let counsellor: StaffWithSession;
let otherAdmin: StaffWithSession;
const bpid = 'pharmd-2026';

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
  const { db } = t.database;
  admin = await staffSession(db, [{ role: 'admin', scope: null }], { oid: fixtureOid });
  counsellor = await staffSession(db, [{ role: 'counsellor', scope: null }], { oid: fixtureOid });
  await createOrganisation(db, { oid: 'OTHER', name: 'Other University' });
  otherAdmin = await staffSession(db, [{ role: 'admin', scope: null }], { oid: 'OTHER' });
});
afterAll(() => t.app.close());

/** Bob's courses (pd101 and pd103; he did not choose the elective) recorded complete, as the player does. */
async function completeBob() {
  const { db } = t.database;
  for (const bcid of ['pharmd-2026-pd101', 'pharmd-2026-pd103']) {
    const [course] = await db
      .select({ details: courses.details })
      .from(batchCourses)
      .innerJoin(courses, and(eq(courses.oid, batchCourses.oid), eq(courses.tid, batchCourses.tid)))
      .where(and(eq(batchCourses.oid, fixtureOid), eq(batchCourses.bcid, bcid)));
    for (const nugget of course?.details.nuggets ?? []) {
      for (const object of nugget.objects) {
        await db
          .insert(objectProgress)
          .values({ oid: fixtureOid, eid: bob.email, bcid, objid: object.oid, op: 2, timespent: 60 })
          .onConflictDoNothing();
      }
    }
    await db
      .insert(courseProgress)
      .values({ oid: fixtureOid, eid: bob.email, bcid, tp: 2 })
      .onConflictDoUpdate({
        target: [courseProgress.oid, courseProgress.eid, courseProgress.bcid],
        set: { tp: 2 },
      });
  }
}

const issue = (eid: string, who = admin) => t.call('staff/issueCertificate', { bpid, eid }, who.cookie);

describe('staff certificates', () => {
  it('refuses to issue before the learner completed the programme, naming what is left', async () => {
    const response = await issue(alice.email);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/^Your certificate is issued once/);
  });

  it('refuses a learner not enrolled in the batch on eid', async () => {
    const response = await issue('nobody@example.test');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ eid: 'not enrolled in the batch' });
  });

  let certno: string;
  it('issues a completed learner’s certificate, audited, found by search', async () => {
    await completeBob();
    const response = await issue(bob.email);
    expect(response.statusCode, response.body).toBe(200);
    certno = response.json().certno;
    const [row] = await t.database.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.oid, fixtureOid), eq(certificates.certno, certno)));
    expect(row?.issuedBy).toBe(admin.user.eid);
    expect(await auditLines(t.database.db, { action: 'certificates.issue' })).toHaveLength(1);
    const list = await t.call('staff/listIssuedCertificates', { q: 'BOB' }, admin.cookie);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().rows.map((r: { certno: string }) => r.certno)).toContain(certno);
    const none = await t.call('staff/listIssuedCertificates', { q: 'nobody-at-all' }, admin.cookie);
    expect(none.json()).toEqual({ rows: [], total: 0 });
  });

  it('revokes with a reason: verification and the learner say so, with the day; the files are refused', async () => {
    const before = await t.call('verifyCertificate', { certno });
    expect(before.json().revokedOn).toBeNull();
    const revoked = await t.call(
      'staff/revokeCertificate',
      { certno, reason: 'Issued in error' },
      admin.cookie,
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    const { revokedOn } = revoked.json();
    expect(revokedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const verification = await t.call('verifyCertificate', { certno });
    expect(verification.statusCode).toBe(200);
    expect(verification.json()).toMatchObject({ certno, revokedOn });
    expect(verification.json()).not.toHaveProperty('revokeReason');
    const cookie = await t.cookieOf(bob);
    const mine = await t.call('getCertificates', { eid: bob.email }, cookie);
    expect(mine.json().certificates[0]).toMatchObject({ certno, revokedOn, revokeReason: 'Issued in error' });
    const file = await t.app.inject({ url: `/files/certificate/${certno}.png`, headers: { cookie } });
    expect(file.statusCode).toBe(409);
    const again = await t.call('generateCertificate', { eid: bob.email, bpid }, cookie);
    expect(again.statusCode).toBe(409);
    const twice = await t.call('staff/revokeCertificate', { certno, reason: 'Again' }, admin.cookie);
    expect(twice.statusCode).toBe(409);
    const [line] = await auditLines(t.database.db, { action: 'certificates.revoke' });
    expect(line?.after).toMatchObject({ certno, revokedOn, reason: 'Issued in error' });
  });

  it('is for admins of the organisation only', async () => {
    expect((await issue(bob.email, counsellor)).statusCode).toBe(403);
    const list = await t.call('staff/listIssuedCertificates', {}, counsellor.cookie);
    expect(list.statusCode).toBe(403);
    const learner = await t.call('staff/listIssuedCertificates', {}, await t.cookieOf(alice));
    expect(learner.statusCode).toBe(403);
    // Another organisation's admin: its batch is refused, its number not found, its oid refused.
    const foreignIssue = await call(otherAdmin, 'staff/issueCertificate', { bpid, eid: bob.email });
    expect(foreignIssue.statusCode).toBe(403);
    const foreignRevoke = await call(otherAdmin, 'staff/revokeCertificate', { certno, reason: 'x' });
    expect(foreignRevoke.statusCode).toBe(404);
    const foreignList = await call(otherAdmin, 'staff/listIssuedCertificates', {});
    expect(foreignList.json().rows).toEqual([]);
    const asOurs = await t.call('staff/listIssuedCertificates', {}, otherAdmin.cookie);
    expect(asOurs.statusCode).toBe(403);
  });
});

/** A call as a staff member of their own organisation. */
function call(who: StaffWithSession, name: string, body: Record<string, unknown>) {
  return callApi(t.app, name, { oid: who.oid, ...body }, who.cookie);
}

describe('certificate template', () => {
  const uploadImage = (image: string, filename: string, bytes: Buffer, filetype = 'image/png') =>
    uploadAsStaff(
      t.app,
      admin.cookie,
      'staff/presignCertificateImage',
      { oid: admin.oid, image, filename, filetype },
      bytes,
    );

  it('keeps the signatory and the pictures, checked from their bytes', async () => {
    const logo = await uploadImage('logo', 'logo.png', samplePng);
    const signature = await uploadImage('signature', 'sign.png', samplePng);
    const saved = await t.call(
      'staff/saveCertificateTemplate',
      { signatoryName: 'Dr. A. Registrar', signatoryTitle: 'Registrar', logo, signature },
      admin.cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ signatoryName: 'Dr. A. Registrar', signatoryTitle: 'Registrar' });
    expect(saved.json().logoUrl).toMatch(/^data:image\/png;base64,/);
    expect(saved.json().signatureUrl).toMatch(/^data:image\/png;base64,/);
    expect(await auditLines(t.database.db, { action: 'certificates.saveTemplate' })).toHaveLength(1);
  });

  it('refuses a picture that is not PNG or JPEG by its bytes, and keeps the one saved', async () => {
    const html = await uploadImage('logo', 'evil.png', sampleHtml);
    const saved = await t.call(
      'staff/saveCertificateTemplate',
      { signatoryName: 'X', signatoryTitle: 'Y', logo: html },
      admin.cookie,
    );
    expect(saved.statusCode).toBe(400);
    expect(Object.keys(saved.json().error.fields)).toEqual(['logo']);
    const template = await t.call('staff/getCertificateTemplate', {}, admin.cookie);
    expect(template.json()).toMatchObject({ signatoryName: 'Dr. A. Registrar' });
    expect(template.json().logoUrl).toMatch(/^data:image\/png/);
  });

  it('refuses by the staff images’ one check an SVG named .png and a picture over 2000 pixels a side', async () => {
    const refusal = async (image: 'logo' | 'signature', bytes: Buffer) => {
      const stored = await uploadImage(image, `${image}.png`, bytes);
      const saved = await t.call(
        'staff/saveCertificateTemplate',
        { signatoryName: 'X', signatoryTitle: 'Y', [image]: stored },
        admin.cookie,
      );
      expect(saved.statusCode).toBe(400);
      return saved.json().error.fields[image] as string;
    };
    expect(await refusal('logo', sampleSvg)).toMatch(
      /^The logo is not a PNG or JPEG picture of at most 512 KB: The file is /,
    );
    expect(await refusal('signature', pngClaiming(2001, 300))).toBe(
      'The signature is not a PNG or JPEG picture of at most 512 KB: The image is 2001×300 pixels; at most 2000 pixels a side are allowed.',
    );
    const template = await t.call('staff/getCertificateTemplate', {}, admin.cookie);
    expect(template.json()).toMatchObject({ signatoryName: 'Dr. A. Registrar' });
  });

  it('refuses a name that is no picture and a picture over 512 KB before any upload', async () => {
    const named = await t.call(
      'staff/presignCertificateImage',
      { image: 'logo', filename: 'logo.svg', filetype: 'image/svg+xml', size: 10 },
      admin.cookie,
    );
    expect(named.statusCode).toBe(400);
    const big = await t.call(
      'staff/presignCertificateImage',
      { image: 'logo', filename: 'logo.png', filetype: 'image/png', size: 600 * 1024 },
      admin.cookie,
    );
    expect(big.statusCode).toBe(400);
    expect(big.json().error.fields).toEqual({ size: 'larger than 512 KB' });
  });
});
