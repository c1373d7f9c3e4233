import type { IaMarks } from '@aula/contract/ia-marks';
import type { IaComponent, IaConcernRow, IaGridRow, IaImportRow } from '@aula/contract/staff-ia-marks';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alice,
  bob,
  carol,
  createLearnerRecordsApp,
  fixtureOid,
} from '../../../../test/learner-records-fixture.ts';
import { auditLines, type StaffWithSession, staffSession } from '../../../../test/staff-factories.ts';
import { iaMarks } from '../../../db/schema/records.ts';

// The records fixture: batch pharmd-2026 runs pd101 (Alice and Bob; components pd101-ia1, published
// 10 hours ago, and pd101-ia2, 72 hours ago) and the elective pd102, which only Alice chose.
let t: Awaited<ReturnType<typeof createLearnerRecordsApp>>;
let instructor: StaffWithSession;
let electiveInstructor: StaffWithSession;
let aliceCookie: string;
const bcid = 'pharmd-2026-pd101';
const electiveBcid = 'pharmd-2026-pd102';

beforeAll(async () => {
  t = await createLearnerRecordsApp();
  const { db } = t.database;
  instructor = await staffSession(db, [{ role: 'instructor', scope: 'pd101' }], { oid: fixtureOid });
  electiveInstructor = await staffSession(db, [{ role: 'instructor', scope: 'pd102' }], { oid: fixtureOid });
  aliceCookie = await t.cookieOf(alice);
});
afterAll(() => t.app.close());

const asStaff = (name: string, body: Record<string, unknown>, who = instructor) =>
  t.call(name, { bcid, ...body }, who.cookie);

async function grid(
  course = bcid,
  who = instructor,
): Promise<{ components: IaComponent[]; rows: IaGridRow[] }> {
  const response = await t.call('staff/getIaGrid', { bcid: course }, who.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function learnerMarks(): Promise<IaMarks> {
  const response = await t.call(
    'getIaMarks',
    { eid: alice.email, bpid: 'pharmd-2026', semester: 1 },
    aliceCookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const marksOf = (result: IaMarks) =>
  result.courses.flatMap((course) => course.marks.map((mark) => [mark.iaid, mark.marks]));

async function addComponent(name: string, maxMarks = 20): Promise<IaComponent> {
  const response = await asStaff('staff/saveIaComponent', { name, semester: 1, maxMarks });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function storedMark(iaid: string, eid: string): Promise<number | undefined> {
  const [row] = await t.database.db
    .select({ marks: iaMarks.marks })
    .from(iaMarks)
    .where(and(eq(iaMarks.iaid, iaid), eq(iaMarks.eid, eid)));
  return row?.marks;
}

describe('the grid', () => {
  it("shows the course's components and its learners by name, with marks and concern state", async () => {
    const { components, rows } = await grid();
    expect(components.map((component) => [component.iaid, component.visibleAt !== null])).toEqual([
      ['pd101-ia1', true],
      ['pd101-ia2', true],
    ]);
    expect(rows.map((row) => [row.eid, row.cells.map((cell) => cell.marks)])).toEqual([
      [alice.email, [21, 18.5]],
      [bob.email, [12, null]],
    ]);
    // The elective's grid has only the learner who chose it.
    expect((await grid(electiveBcid, electiveInstructor)).rows.map((row) => row.eid)).toEqual([alice.email]);
  });

  it("refuses another course's instructor every operation on this course", async () => {
    for (const [name, body] of [
      ['staff/getIaGrid', {}],
      ['staff/saveIaComponent', { name: 'X', semester: 1, maxMarks: 10 }],
      ['staff/saveIaMarks', { cells: [{ eid: bob.email, iaid: 'pd101-ia1', marks: 1 }] }],
      ['staff/publishIaComponent', { iaid: 'pd101-ia1' }],
      ['staff/previewIaImport', { csv: 'email,IA 1\nbob@example.test,1' }],
      ['staff/importIaMarks', { csv: 'email,IA 1\nbob@example.test,1' }],
      ['staff/listIaConcerns', {}],
      ['staff/answerIaConcern', { iaid: 'pd101-ia1', eid: bob.email, answer: 'No' }],
    ] as const) {
      const response = await asStaff(name, body, electiveInstructor);
      expect(response.statusCode, `${name} ${response.body}`).toBe(403);
    }
    expect(await storedMark('pd101-ia1', bob.email)).toBe(12);
  });
});

describe('a draft component', () => {
  it('takes marks that never reach the learner until it is published, then shows them', async () => {
    const draft = await addComponent('Quiz 1');
    expect(draft).toMatchObject({ name: 'Quiz 1', maxMarks: 20, visibleAt: null });
    const saved = await asStaff('staff/saveIaMarks', {
      cells: [
        { eid: alice.email, iaid: draft.iaid, marks: 17.5 },
        { eid: bob.email, iaid: draft.iaid, marks: 9 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ changed: 2 });
    expect(marksOf(await learnerMarks())).not.toContainEqual([draft.iaid, 17.5]);
    const early = await t.call(
      'updateIaConcern',
      { eid: alice.email, bpid: 'pharmd-2026', iaid: draft.iaid, concern: 'raised' },
      aliceCookie,
    );
    expect(early.statusCode).toBe(404);

    const renamed = await asStaff('staff/saveIaComponent', {
      iaid: draft.iaid,
      name: 'Quiz one',
      semester: 1,
      maxMarks: 20,
    });
    expect(renamed.json()).toMatchObject({ name: 'Quiz one' });
    const lower = await asStaff('staff/saveIaComponent', {
      iaid: draft.iaid,
      name: 'Q',
      semester: 1,
      maxMarks: 10,
    });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().error.fields).toHaveProperty('maxMarks');

    const published = await asStaff('staff/publishIaComponent', { iaid: draft.iaid });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().visibleAt).not.toBeNull();
    expect(marksOf(await learnerMarks())).toContainEqual([draft.iaid, 17.5]);
    expect((await asStaff('staff/publishIaComponent', { iaid: draft.iaid })).statusCode).toBe(409);
    const change = await asStaff('staff/saveIaComponent', {
      iaid: draft.iaid,
      name: 'Q',
      semester: 1,
      maxMarks: 20,
    });
    expect(change.statusCode).toBe(409);
    const [line] = await auditLines(t.database.db, { subjectId: bcid, action: 'iaMarks.publish' });
    expect(line).toMatchObject({ before: { iaid: draft.iaid, visibleAt: null } });
  });
});

describe('saving marks', () => {
  it('refuses marks out of range or not in halves, and a cell named twice, naming each; nothing is saved', async () => {
    const response = await asStaff('staff/saveIaMarks', {
      cells: [
        { eid: alice.email, iaid: 'pd101-ia1', marks: 26 },
        { eid: bob.email, iaid: 'pd101-ia1', marks: 10.25 },
        { eid: alice.email, iaid: 'pd101-ia2', marks: 20 },
        { eid: alice.email, iaid: 'pd101-ia2', marks: 19 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['cells.0.marks', 'cells.1.marks', 'cells.3']);
    expect(await storedMark('pd101-ia2', alice.email)).toBe(18.5);
  });

  it("refuses with 403 another course's learner or component nested in the cells", async () => {
    // Bob studies pd101, not the elective pd102 its instructor teaches.
    const learner = await t.call(
      'staff/saveIaMarks',
      { bcid: electiveBcid, cells: [{ eid: bob.email, iaid: 'pd101-ia1', marks: 1 }] },
      electiveInstructor.cookie,
    );
    expect(learner.statusCode).toBe(403);
    const component = await asStaff('staff/saveIaMarks', {
      cells: [
        { eid: alice.email, iaid: 'pd101-ia1', marks: 20 },
        { eid: alice.email, iaid: 'pd103-ia3', marks: 1 },
      ],
    });
    expect(component.statusCode).toBe(403);
    expect(component.json().error.fields).toHaveProperty(['cells.1.iaid']);
    const outsider = await asStaff('staff/saveIaMarks', {
      cells: [{ eid: carol.email, iaid: 'pd101-ia1', marks: 1 }],
    });
    expect(outsider.statusCode).toBe(403);
    expect(await storedMark('pd101-ia1', alice.email)).toBe(21);
  });

  it('audits a change of published marks with before and after, and the learner sees the new marks', async () => {
    const response = await asStaff('staff/saveIaMarks', {
      cells: [{ eid: bob.email, iaid: 'pd101-ia1', marks: 13 }],
    });
    expect(response.json()).toEqual({ changed: 1 });
    const lines = await auditLines(t.database.db, { subjectId: bcid, action: 'iaMarks.mark' });
    expect(lines.at(-1)).toMatchObject({
      actorUserId: instructor.user.id,
      before: { eid: bob.email, iaid: 'pd101-ia1', marks: 12 },
      after: { eid: bob.email, iaid: 'pd101-ia1', marks: 13, published: true },
    });
    // The same marks again change nothing and write no line.
    await asStaff('staff/saveIaMarks', { cells: [{ eid: bob.email, iaid: 'pd101-ia1', marks: 13 }] });
    expect(await auditLines(t.database.db, { subjectId: bcid, action: 'iaMarks.mark' })).toHaveLength(
      lines.length,
    );
  });
});

describe('the CSV import', () => {
  const csv = [
    'Email,IA 2,ia 1',
    `${alice.email},20,`,
    `${bob.email},abc,11`,
    `${carol.email},5,`,
    'nobody@example.test,5,',
    `${bob.email.toUpperCase()},30,`,
    `${bob.email},,`,
  ].join('\n');

  it('previews every row with its problems and writes nothing', async () => {
    const response = await asStaff('staff/previewIaImport', { csv });
    expect(response.statusCode, response.body).toBe(200);
    const rows: IaImportRow[] = response.json().rows;
    expect(rows.map((row) => [row.line, row.eid, row.errors])).toEqual([
      [2, alice.email, []],
      [3, bob.email, ['IA 2: "abc" is not a number']],
      [4, carol.email, [`email: ${carol.email} is not a learner of this course`]],
      [5, 'nobody@example.test', ['email: there is no learner nobody@example.test']],
      [6, bob.email, [`email: ${bob.email} is already on line 3`, 'IA 2: must be from 0 to 25']],
      [7, bob.email, [`email: ${bob.email} is already on line 3`]],
    ]);
    expect(rows[0]?.cells).toEqual([{ iaid: 'pd101-ia2', marks: 20 }]);
    expect(await storedMark('pd101-ia2', alice.email)).toBe(18.5);
  });

  it('refuses a file naming a column that is no component of the course, naming csv', async () => {
    const response = await asStaff('staff/previewIaImport', { csv: 'email,IA 9\nx@example.test,1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.csv).toBe('The column "IA 9" is not a component of this course.');
  });

  it('applies the valid rows in one go, audited, and reports the refused ones', async () => {
    const response = await asStaff('staff/importIaMarks', { csv });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ applied: 1, changed: 1 });
    expect(result.refused.map((row: IaImportRow) => row.line)).toEqual([3, 4, 5, 6, 7]);
    expect(await storedMark('pd101-ia2', alice.email)).toBe(20);
    expect(await storedMark('pd101-ia1', bob.email)).toBe(13);
    const [line] = (await auditLines(t.database.db, { subjectId: bcid, action: 'iaMarks.mark' })).slice(-1);
    expect(line).toMatchObject({
      before: { marks: 18.5 },
      after: { eid: alice.email, iaid: 'pd101-ia2', marks: 20 },
    });
  });
});

describe('concerns', () => {
  it('lists a raised concern; the answer closes it and the learner sees it; both audited', async () => {
    const raised = await t.call(
      'updateIaConcern',
      { eid: alice.email, bpid: 'pharmd-2026', iaid: 'pd101-ia1', concern: 'raised' },
      aliceCookie,
    );
    expect(raised.statusCode, raised.body).toBe(200);
    const listed = await asStaff('staff/listIaConcerns', {});
    const rows: IaConcernRow[] = listed.json().rows;
    expect(rows).toEqual([
      expect.objectContaining({
        eid: alice.email,
        iaid: 'pd101-ia1',
        marks: 21,
        windowOpen: true,
        answer: null,
      }),
    ]);

    const empty = await asStaff('staff/answerIaConcern', {
      iaid: 'pd101-ia1',
      eid: alice.email,
      answer: '  ',
    });
    expect(empty.statusCode).toBe(400);
    const answered = await asStaff('staff/answerIaConcern', {
      iaid: 'pd101-ia1',
      eid: alice.email,
      answer: ' Rechecked: <b>21</b> stands. ',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ answer: 'Rechecked: <b>21</b> stands.' });

    const mark = (await learnerMarks()).courses[0]?.marks.find((row) => row.iaid === 'pd101-ia1');
    expect(mark).toMatchObject({
      concern: 'raised',
      concernAnswer: { text: 'Rechecked: <b>21</b> stands.' },
    });
    const changed = await t.call(
      'updateIaConcern',
      { eid: alice.email, bpid: 'pharmd-2026', iaid: 'pd101-ia1', concern: 'none' },
      aliceCookie,
    );
    expect(changed.statusCode).toBe(409);
    const again = await asStaff('staff/answerIaConcern', {
      iaid: 'pd101-ia1',
      eid: alice.email,
      answer: 'More',
    });
    expect(again.statusCode).toBe(409);
    expect((await grid()).rows[0]?.cells[0]).toMatchObject({ concern: 'raised', answered: true });
    const [line] = await auditLines(t.database.db, { subjectId: bcid, action: 'iaMarks.answerConcern' });
    expect(line).toMatchObject({
      before: { eid: alice.email, answer: null },
      after: { eid: alice.email, answer: 'Rechecked: <b>21</b> stands.' },
    });
  });

  it("answers 404 where no concern was raised, and 403 for another course's learner", async () => {
    const none = await asStaff('staff/answerIaConcern', {
      iaid: 'pd101-ia2',
      eid: alice.email,
      answer: 'Hm',
    });
    expect(none.statusCode).toBe(404);
    const other = await t.call(
      'staff/answerIaConcern',
      { bcid: electiveBcid, iaid: 'pd101-ia1', eid: bob.email, answer: 'Hm' },
      electiveInstructor.cookie,
    );
    expect(other.statusCode).toBe(403);
  });
});
