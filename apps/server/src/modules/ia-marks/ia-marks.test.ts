import { rm } from 'node:fs/promises';
import type { IaMark, IaMarks } from '@aula/contract/ia-marks';
import { iaWindowClosedMessage } from '@aula/contract/ia-marks';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  alice,
  bob,
  carol,
  createLearnerRecordsApp,
  writeRecordsBundle,
} from '../../../test/learner-records-fixture.ts';
import { importContent } from '../../content-sections.ts';
import { iaAssessments, iaMarks } from '../../db/schema/records.ts';

let t: Awaited<ReturnType<typeof createLearnerRecordsApp>>;
let aliceCookie: string;
const hourMs = 60 * 60 * 1000;

beforeAll(async () => {
  t = await createLearnerRecordsApp();
  aliceCookie = await t.cookieOf(alice);
});
afterAll(() => t.app.close());
afterEach(() => t.clock.reset());

async function marksOf(cookie: string, semester = 1, eid = alice.email): Promise<IaMarks> {
  const response = await t.call('getIaMarks', { eid, bpid: 'pharmd-2026', semester }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function answer(iaid: string, concern: 'raised' | 'none', cookie = aliceCookie, eid = alice.email) {
  return t.call('updateIaConcern', { eid, bpid: 'pharmd-2026', iaid, concern }, cookie);
}

async function visibleAtOf(iaid: string): Promise<Date> {
  const [row] = await t.database.db
    .select({ visibleAt: iaAssessments.visibleAt })
    .from(iaAssessments)
    .where(eq(iaAssessments.iaid, iaid));
  if (!row?.visibleAt) throw new Error(`no published assessment ${iaid}`);
  return row.visibleAt;
}

/**
 * Moves the app's clock to `hours` after the marks of `iaid` became visible, and answers Alice's cookie
 * of a sign-in at that moment (a session from the real now would have ended by then).
 */
async function clockAfterVisibility(iaid: string, hours: number): Promise<string> {
  const visibleAt = await visibleAtOf(iaid);
  t.clock.set(new Date(visibleAt.getTime() + hours * hourMs));
  return t.cookieOf(alice);
}

describe('getIaMarks', () => {
  it("shows the learner's visible marks of the semester by course, each with its answer window", async () => {
    const result = await marksOf(aliceCookie);
    expect(result).toMatchObject({ bpid: 'pharmd-2026', semester: 1, windowHours: 48 });
    // pd103's marks are visible only from 2030: not shown yet.
    expect(result.courses.map((course) => [course.tid, course.ttitle])).toEqual([['pd101', 'Pharmaceutics']]);
    const [ia1, ia2] = result.courses[0]?.marks ?? [];
    expect(ia1).toMatchObject({ iaid: 'pd101-ia1', name: 'IA 1', marks: 21, maxMarks: 25, concern: null });
    expect(ia1?.windowOpen).toBe(true);
    expect(ia2).toMatchObject({ iaid: 'pd101-ia2', marks: 18.5, windowOpen: false });
    const visible = new Date(ia2?.visibleAt ?? '');
    expect(new Date(ia2?.windowClosesAt ?? '').getTime() - visible.getTime()).toBe(48 * hourMs);
  });

  it('keeps semesters apart and names courses without content by their curriculum title', async () => {
    const result = await marksOf(aliceCookie, 2);
    expect(result.courses).toEqual([
      expect.objectContaining({
        tid: 'pd103',
        ttitle: 'Biochemistry',
        marks: [expect.objectContaining({ marks: 44 })],
      }),
    ]);
  });

  it('shows each learner their own marks only, and refuses a batch they are not enrolled in', async () => {
    const bobs = await marksOf(await t.cookieOf(bob), 1, bob.email);
    expect(bobs.courses.flatMap((course) => course.marks.map((mark) => [mark.iaid, mark.marks]))).toEqual([
      ['pd101-ia1', 12],
    ]);
    const response = await t.call(
      'getIaMarks',
      { eid: carol.email, bpid: 'pharmd-2026', semester: 1 },
      await t.cookieOf(carol),
    );
    expect(response.statusCode).toBe(403);
  });

  it('refuses a semester outside 1 to 6 naming the field', async () => {
    const response = await t.call(
      'getIaMarks',
      { eid: alice.email, bpid: 'pharmd-2026', semester: 7 },
      aliceCookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('semester');
  });
});

describe('updateIaConcern', () => {
  it("records the learner's answer within 48 hours, and lets them change it while the window is open", async () => {
    const raised = await answer('pd101-ia1', 'raised');
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json<IaMark>()).toMatchObject({ iaid: 'pd101-ia1', concern: 'raised', windowOpen: true });
    const shown = await marksOf(aliceCookie);
    expect(shown.courses[0]?.marks[0]?.concern).toBe('raised');

    const later = await clockAfterVisibility('pd101-ia1', 47.99);
    const changed = await answer('pd101-ia1', 'none', later);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<IaMark>().concern).toBe('none');
  });

  it('refuses an answer once 48 hours have passed since the marks became visible', async () => {
    const late = await answer('pd101-ia1', 'raised', await clockAfterVisibility('pd101-ia1', 48));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(iaWindowClosedMessage);
    t.clock.reset();

    const closed = await answer('pd101-ia2', 'raised');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe(iaWindowClosedMessage);
    const [row] = await t.database.db
      .select({ concern: iaMarks.concern })
      .from(iaMarks)
      .where(and(eq(iaMarks.iaid, 'pd101-ia2'), eq(iaMarks.eid, alice.email)));
    expect(row?.concern).toBeNull();
  });

  it('answers marks that are not visible yet as marks that do not exist', async () => {
    const early = await answer('pd103-ia1', 'raised');
    expect(early.statusCode).toBe(404);
    expect((await answer('no-such-ia', 'none')).statusCode).toBe(404);
  });

  it("changes only the learner's own answer, never another learner's in the same assessment", async () => {
    const bobCookie = await t.cookieOf(bob);
    expect((await answer('pd101-ia1', 'raised', bobCookie, bob.email)).statusCode).toBe(200);
    // Alice has no marks in IA 2: Bob's session cannot reach hers by naming it.
    expect((await answer('pd101-ia2', 'none', bobCookie, bob.email)).statusCode).toBe(404);
    const rows = await t.database.db
      .select({ eid: iaMarks.eid, concern: iaMarks.concern })
      .from(iaMarks)
      .where(eq(iaMarks.iaid, 'pd101-ia1'))
      .orderBy(iaMarks.eid);
    expect(rows).toEqual([
      { eid: alice.email, concern: 'none' },
      { eid: bob.email, concern: 'raised' },
    ]);
  });

  it("keeps learners' answers and the first visibility moment when the bundle is imported again", async () => {
    const before = await visibleAtOf('pd101-ia1');
    const folder = await writeRecordsBundle();
    try {
      t.clock.advance(5 * 60);
      await importContent(t.database.db, folder, t);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    expect(await visibleAtOf('pd101-ia1')).toEqual(before);
    const [row] = await t.database.db
      .select({ concern: iaMarks.concern })
      .from(iaMarks)
      .where(and(eq(iaMarks.iaid, 'pd101-ia1'), eq(iaMarks.eid, bob.email)));
    expect(row?.concern).toBe('raised');
  });
});
