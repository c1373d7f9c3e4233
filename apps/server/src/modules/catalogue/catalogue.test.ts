import { catalogueMessages } from '@aula/contract/staff-catalogue';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLearner, createOrganisation } from '../../../test/factories.ts';
import { auditLines, type StaffWithSession, staffSession } from '../../../test/staff-factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { importContent } from '../../content-sections.ts';
import { enrolments } from '../../db/schema/enrolments.ts';
import { batchCourses, programs } from '../../db/schema/programs.ts';
import { objectProgress } from '../../db/schema/progress.ts';
import { demoContentFolder } from '../../platform/paths.ts';

const oid = 'AULADEMO';
let t: TestApp;
let admin: StaffWithSession;
let counsellor: StaffWithSession;
let instructor: StaffWithSession;
let otherAdmin: StaffWithSession;

/** Every text of a programme page, valid, pointing at the demo's media. */
const texts = {
  pname: 'Clinical <b>Data</b> Science<script>alert(1)</script>',
  category: 'certificate',
  ptitle: 'Clinical Data Science',
  pimage: 'images/programs/cert-pv.svg',
  etype: 'instructor',
  evbab: false,
  pinfo: { duration: '6 months', format: 'Online', credits: 12, price: '₹ 20,000' },
  poverview: '<p>Overview</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
  pfeatures: '<ul><li>Live classes</li></ul>',
  poutcomes: '<p><a href="javascript:alert(1)">Outcomes</a></p>',
  pinstructors: [],
  pcurriculum: [
    { tid: 'cds101', tlabel: 'Course 1', ttitle: 'Data in the clinic', tduration: 4, tunits: ['Records'] },
    { tid: 'cds102', tlabel: 'Course 2', ttitle: 'Statistics', tduration: 6, tunits: [] },
  ],
  pfaq: [
    {
      title: 'General',
      questions: [
        { ques: 'Who may apply?', ans: '<p>Anyone</p><iframe src="https://evil.example"></iframe>' },
      ],
    },
  ],
};

async function publicCatalogue(): Promise<string[]> {
  const answer = await call(t.app, 'getAllProgramList', { oid });
  return Object.values(answer.json() as Record<string, Array<{ pid: string }>>).flatMap((items) =>
    items.map((item) => item.pid),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  await importContent(t.database.db, demoContentFolder, t);
  const { db } = t.database;
  admin = await staffSession(db, [{ role: 'admin', scope: null }], { oid });
  counsellor = await staffSession(db, [{ role: 'counsellor', scope: null }], { oid });
  instructor = await staffSession(db, [{ role: 'instructor', scope: null }], { oid });
  const other = await createOrganisation(db, { oid: 'OTHERUNI', name: 'Other University' });
  otherAdmin = await staffSession(db, [{ role: 'admin', scope: null }], { oid: other });
}, 120_000);

afterAll(async () => {
  await t.app.close();
});

describe('admins author the catalogue', () => {
  it('refuses staff who are not admins, and another organisation’s admin', async () => {
    for (const member of [counsellor, instructor]) {
      expect((await call(t.app, 'staff/listCatalogue', { oid }, member.cookie)).statusCode).toBe(403);
      const create = { oid, pid: 'x', pname: 'X', category: 'certificate' };
      expect((await call(t.app, 'staff/createProgramme', create, member.cookie)).statusCode).toBe(403);
    }
    const otherOid = otherAdmin.oid;
    const foreign = await call(
      t.app,
      'staff/getCatalogueProgramme',
      { oid: otherOid, pid: 'cert-pv' },
      otherAdmin.cookie,
    );
    expect(foreign.statusCode).toBe(403);
    const retire = { oid: otherOid, pid: 'cert-pv', status: 'retired' };
    expect((await call(t.app, 'staff/setProgrammeStatus', retire, otherAdmin.cookie)).statusCode).toBe(403);
    const batch = {
      oid: otherOid,
      pid: 'cert-pv',
      title: 'B',
      psd: '2027-01-01',
      ped: '2027-06-30',
      current: false,
    };
    expect((await call(t.app, 'staff/saveBatch', batch, otherAdmin.cookie)).statusCode).toBe(403);
    // And an admin may not name another organisation at all.
    expect((await call(t.app, 'staff/listCatalogue', { oid }, otherAdmin.cookie)).statusCode).toBe(403);
    expect(await publicCatalogue()).toContain('cert-pv');
  });

  it('creates a draft nobody outside staff sees, then publishes it with its texts and a current batch', async () => {
    const create = { oid, pid: 'cert-cds', pname: 'Clinical Data Science', category: 'certificate' };
    expect((await call(t.app, 'staff/createProgramme', create, admin.cookie)).json()).toEqual({
      pid: 'cert-cds',
    });
    const again = await call(t.app, 'staff/createProgramme', create, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ pid: catalogueMessages.pidTaken });

    const drafts = (await call(t.app, 'staff/listCatalogue', { oid, status: 'draft' }, admin.cookie)).json();
    expect(drafts.programmes.map((row: { pid: string }) => row.pid)).toEqual(['cert-cds']);

    // Publishing needs the texts, then a current batch.
    const early = await call(
      t.app,
      'staff/setProgrammeStatus',
      { oid, pid: 'cert-cds', status: 'published' },
      admin.cookie,
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(catalogueMessages.incomplete);

    const saved = await call(t.app, 'staff/saveProgramme', { oid, pid: 'cert-cds', texts }, admin.cookie);
    expect(saved.statusCode).toBe(200);
    const badBatch = {
      oid,
      pid: 'cert-cds',
      title: 'January 2027',
      psd: '2027-06-30',
      ped: '2027-01-01',
      current: true,
    };
    const refused = await call(t.app, 'staff/saveBatch', badBatch, admin.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ ped: catalogueMessages.endsBeforeStart });
    const noBatch = await call(
      t.app,
      'staff/setProgrammeStatus',
      { oid, pid: 'cert-cds', status: 'published' },
      admin.cookie,
    );
    expect(noBatch.json().error.message).toBe(catalogueMessages.noCurrentBatch);

    const batch = await call(
      t.app,
      'staff/saveBatch',
      { ...badBatch, psd: '2027-01-01', ped: '2027-06-30' },
      admin.cookie,
    );
    const { bpid } = batch.json() as { bpid: string };
    expect(await publicCatalogue()).not.toContain('cert-cds');
    const detail = await call(t.app, 'getProgramDetail', { oid, pid: 'cert-cds' });
    expect(detail.statusCode).toBe(404);

    const published = await call(
      t.app,
      'staff/setProgrammeStatus',
      { oid, pid: 'cert-cds', status: 'published' },
      admin.cookie,
    );
    expect(published.json()).toEqual({ pid: 'cert-cds', status: 'published' });
    // The catalogue every server keeps is cleared when the change commits.
    await vi.waitFor(async () => expect(await publicCatalogue()).toContain('cert-cds'));
    const page = (await call(t.app, 'getProgramDetail', { oid, pid: 'cert-cds' })).json();
    expect(page).toMatchObject({
      bpid,
      pname: 'Clinical <b>Data</b> Science',
      ptitle: 'Clinical Data Science',
    });
    expect(page.poverview).toBe('<p>Overview</p><img src="x" />');
    expect(page.poutcomes).toBe('<p><a>Outcomes</a></p>');
    expect(page.pfaq[0].questions[0].ans).toBe('<p>Anyone</p>');
    expect(page.pinfo.price).toBe('₹ 20,000');

    // Unpublished, it leaves the catalogue and its page at once; retired too.
    await call(t.app, 'staff/setProgrammeStatus', { oid, pid: 'cert-cds', status: 'draft' }, admin.cookie);
    await vi.waitFor(async () => expect(await publicCatalogue()).not.toContain('cert-cds'));
    expect((await call(t.app, 'getProgramDetail', { oid, pid: 'cert-cds' })).statusCode).toBe(404);
    await call(t.app, 'staff/setProgrammeStatus', { oid, pid: 'cert-cds', status: 'retired' }, admin.cookie);
    const retired = (
      await call(t.app, 'staff/listCatalogue', { oid, status: 'retired' }, admin.cookie)
    ).json();
    expect(retired.programmes.map((row: { pid: string }) => row.pid)).toEqual(['cert-cds']);
    expect((await call(t.app, 'getProgramDetail', { oid, pid: 'cert-cds' })).statusCode).toBe(404);

    const lines = await auditLines(t.database.db, { subjectId: 'cert-cds' });
    expect(lines.map((line) => line.action)).toEqual([
      'catalogue.create',
      'catalogue.saveTexts',
      'catalogue.status.published',
      'catalogue.status.draft',
      'catalogue.status.retired',
    ]);
  });

  it('names the field of bad texts and keeps what was saved', async () => {
    const before = await t.database.db
      .select()
      .from(programs)
      .where(and(eq(programs.oid, oid), eq(programs.pid, 'cert-pv')));
    const missing = await call(
      t.app,
      'staff/saveProgramme',
      { oid, pid: 'cert-pv', texts: { ...texts, ptitle: ' ' } },
      admin.cookie,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ 'texts.ptitle': catalogueMessages.fillIn });
    const noFile = await call(
      t.app,
      'staff/saveProgramme',
      { oid, pid: 'cert-pv', texts: { ...texts, pimage: 'images/none.png' } },
      admin.cookie,
    );
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.fields).toEqual({ 'texts.pimage': catalogueMessages.noSuchMedia });
    const pathEscape = await call(
      t.app,
      'staff/saveProgramme',
      { oid, pid: 'cert-pv', texts: { ...texts, pimage: '../secret' } },
      admin.cookie,
    );
    expect(pathEscape.statusCode).toBe(400);
    // cert-pv's batches run pv101..pv104: a curriculum without them is refused.
    const dropped = await call(t.app, 'staff/saveProgramme', { oid, pid: 'cert-pv', texts }, admin.cookie);
    expect(dropped.statusCode).toBe(409);
    expect(dropped.json().error.fields).toEqual({ 'texts.pcurriculum': catalogueMessages.curriculumInUse });
    const after = await t.database.db
      .select()
      .from(programs)
      .where(and(eq(programs.oid, oid), eq(programs.pid, 'cert-pv')));
    expect(after).toEqual(before);
  });

  it('reorders the catalogue only with every programme once', async () => {
    const { programmes } = (await call(t.app, 'staff/listCatalogue', { oid }, admin.cookie)).json();
    const pids = (programmes as Array<{ pid: string }>).map((row) => row.pid);
    const partial = await call(t.app, 'staff/reorderCatalogue', { oid, pids: pids.slice(1) }, admin.cookie);
    expect(partial.json().error.fields).toEqual({ pids: catalogueMessages.notAPermutation });
    const reversed = [...pids].reverse();
    expect(
      (await call(t.app, 'staff/reorderCatalogue', { oid, pids: reversed }, admin.cookie)).statusCode,
    ).toBe(200);
    const listed = (await call(t.app, 'staff/listCatalogue', { oid }, admin.cookie)).json();
    expect(listed.programmes.map((row: { pid: string }) => row.pid)).toEqual(reversed);
  });

  it('sets a batch’s courses, but never removes one its learners have progress in', async () => {
    const { db } = t.database;
    const learner = await createLearner(db, { oid });
    await db
      .insert(enrolments)
      .values({ oid, eid: learner.email, bpid: 'cert-pv-2026', pid: 'cert-pv', enrolledOn: '2026-01-05' });
    const [pv101] = await db
      .select()
      .from(batchCourses)
      .where(
        and(eq(batchCourses.oid, oid), eq(batchCourses.bpid, 'cert-pv-2026'), eq(batchCourses.tid, 'pv101')),
      );
    if (!pv101) throw new Error('the demo runs pv101 in cert-pv-2026');
    await db.insert(objectProgress).values({ oid, eid: learner.email, bcid: pv101.bcid, objid: 'o1', op: 2 });

    const body = { oid, pid: 'cert-pv', bpid: 'cert-pv-2026' };
    const foreign = await call(
      t.app,
      'staff/setBatchCourses',
      { ...body, courses: [{ tid: 'nope', telective: false }] },
      admin.cookie,
    );
    expect(foreign.json().error.fields).toEqual({ 'courses.0.tid': catalogueMessages.notInCurriculum });
    const removing = await call(
      t.app,
      'staff/setBatchCourses',
      { ...body, courses: [{ tid: 'pv102', telective: false }] },
      admin.cookie,
    );
    expect(removing.statusCode).toBe(409);
    expect(removing.json().error.fields).toEqual({ courses: catalogueMessages.courseHasProgress });

    const reordered = [
      { tid: 'pv102', telective: true },
      { tid: 'pv101', telective: false },
      { tid: 'pv103', telective: false },
      { tid: 'pv104', telective: false },
    ];
    expect(
      (await call(t.app, 'staff/setBatchCourses', { ...body, courses: reordered }, admin.cookie)).statusCode,
    ).toBe(200);
    const programme = (
      await call(t.app, 'staff/getCatalogueProgramme', { oid, pid: 'cert-pv' }, admin.cookie)
    ).json();
    const batch = programme.batches.find((row: { bpid: string }) => row.bpid === 'cert-pv-2026');
    expect(batch.learners).toBeGreaterThanOrEqual(1);
    expect(batch.courses.map((row: { tid: string; telective: boolean }) => [row.tid, row.telective])).toEqual(
      [
        ['pv102', true],
        ['pv101', false],
        ['pv103', false],
        ['pv104', false],
      ],
    );
    // The kept course is the same batch course: the learner's progress is still there.
    expect(batch.courses[1]).toMatchObject({ bcid: pv101.bcid, inUse: true });
    const progress = await db
      .select()
      .from(objectProgress)
      .where(and(eq(objectProgress.bcid, pv101.bcid), eq(objectProgress.eid, learner.email)));
    expect(progress).toHaveLength(1);

    // A batch of another programme is not this programme's.
    const wrong = await call(
      t.app,
      'staff/setBatchCourses',
      { oid, pid: 'pharmd', bpid: 'cert-pv-2026', courses: [] },
      admin.cookie,
    );
    expect(wrong.statusCode).toBe(404);
  });
});
