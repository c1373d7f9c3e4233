import type { UserCourseProgress } from '@aula/contract/course-player';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alice,
  bcid2026,
  bcid2027,
  carol,
  createSwitchesApp,
  fixtureOid,
} from '../../../test/batch-switches-fixture.ts';
import { auditLines, staffSession } from '../../../test/staff-factories.ts';
import { users } from '../../db/schema/auth.ts';
import { programs } from '../../db/schema/programs.ts';

// An instructor's courses (ADR 0071): the courses they teach and no other, each roster with the
// learners' counted progress and nobody outside the batch course, its CSV, and the switches, which
// the batch's learners then meet on their own screens.
//
// pd101 runs in pharmd-2026 (Alice, Bob) and pharmd-2027 (Carol); pd102, an elective, in pharmd-2026
// (Alice chose it). Countable in pd101 for 2026: pd101-o1, pd101-quiz, pd101-p1, pd101-o3 (pd101-n3 is
// off). Alice completed pd101-o1 in 600 s; Bob completed the course (tp 2) in 200 s.

let t: Awaited<ReturnType<typeof createSwitchesApp>>;
let pd101Teacher: string;
let pd101TeacherId: string;
let pd102Teacher: string;
let admin: string;
let aliceCookie: string;
let carolCookie: string;

beforeAll(async () => {
  t = await createSwitchesApp();
  const { db } = t.database;
  const teacher = await staffSession(db, [{ role: 'instructor', scope: 'pd101' }], { oid: fixtureOid });
  pd101Teacher = teacher.cookie;
  pd101TeacherId = teacher.user.id;
  pd102Teacher = (await staffSession(db, [{ role: 'instructor', scope: 'pd102' }], { oid: fixtureOid }))
    .cookie;
  admin = (await staffSession(db, [{ role: 'admin', scope: null }], { oid: fixtureOid })).cookie;
  aliceCookie = await t.cookieOf(alice);
  carolCookie = await t.cookieOf(carol);
});
afterAll(() => t.app.close());

async function ok(name: string, body: Record<string, unknown>, cookie: string) {
  const response = await t.call(name, body, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const roster = (body: Record<string, unknown>, cookie = pd101Teacher) =>
  ok('staff/getCourseRoster', { bcid: bcid2026, ...body }, cookie);

describe('staff/listTaughtCourses', () => {
  it("lists the instructor's course in every batch that runs it, with its learners, and no other", async () => {
    // A programme's name is authored HTML.
    await t.database.db
      .update(programs)
      .set({ pname: '<b>Doctor</b> of Pharmacy' })
      .where(and(eq(programs.oid, fixtureOid), eq(programs.pid, 'pharmd')));
    const { courses } = await ok('staff/listTaughtCourses', {}, pd101Teacher);
    expect(courses.map((c: { bcid: string; learners: number }) => [c.bcid, c.learners])).toEqual([
      [bcid2026, 2],
      [bcid2027, 1],
    ]);
    expect(courses[0]).toMatchObject({ tid: 'pd101', bpid: 'pharmd-2026' });
    // The programme's name reaches staff as text, as in the admissions queue.
    expect(courses[0].pname).toBe('Doctor of Pharmacy');
    // The elective counts only the learner who chose it.
    const elective = await ok('staff/listTaughtCourses', {}, pd102Teacher);
    expect(elective.courses.map((c: { bcid: string; learners: number }) => [c.bcid, c.learners])).toEqual([
      ['pharmd-2026-pd102', 1],
    ]);
    const all = await ok('staff/listTaughtCourses', {}, admin);
    expect(all.courses.map((c: { bcid: string }) => c.bcid)).toEqual(
      expect.arrayContaining([bcid2026, bcid2027, 'pharmd-2026-pd102', 'pharmd-2026-pd103']),
    );
  });
});

describe('staff/getCourseRoster', () => {
  it('shows each learner of the batch course with the progress their own screens count, and nobody else', async () => {
    const page = await roster({});
    expect(page).toMatchObject({ course: { bcid: bcid2026, learners: 2 }, objects: 4, total: 2 });
    expect(
      page.rows.map((row: { eid: string; done: number; timeSpent: number }) => [
        row.eid,
        row.done,
        row.timeSpent,
      ]),
    ).toEqual([
      [alice.email, 1, 600],
      ['bob@example.test', 4, 200],
    ]);
    // Carol studies the course in another batch: never on this roster.
    expect(JSON.stringify(page)).not.toContain(carol.email);
    // Alice's home percent for the course reads the same share (1 of 4).
    const home = await ok('getUserTotalProgress', { eid: alice.email }, aliceCookie);
    const course = home.bpdata[0].tcourses.find((each: { bcid: string }) => each.bcid === bcid2026);
    expect(course.per).toBe(25);
  });

  it('searches, sorts and pages on the server', async () => {
    const byDone = await roster({ sort: 'done', direction: 'desc' });
    expect(byDone.rows.map((row: { eid: string }) => row.eid)).toEqual(['bob@example.test', alice.email]);
    const found = await roster({ search: 'BOB' });
    expect(found).toMatchObject({ total: 1, rows: [{ eid: 'bob@example.test' }] });
    // A wildcard is a character like any other.
    expect((await roster({ search: '%' })).total).toBe(0);
    expect((await roster({ page: 1 })).rows).toEqual([]);
  });

  it('refuses an instructor of another course', async () => {
    for (const name of ['staff/getCourseRoster', 'staff/exportCourseRoster', 'staff/getCourseSwitches']) {
      const response = await t.call(name, { bcid: bcid2026 }, pd102Teacher);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain(alice.email);
    }
  });
});

describe('staff/exportCourseRoster', () => {
  it('writes the roster as CSV, a formula in a name as text, and audits the export', async () => {
    await t.database.db
      .update(users)
      .set({ name: '=HYPERLINK("http://evil.example","Bob")' })
      .where(and(eq(users.oid, fixtureOid), eq(users.eid, 'bob@example.test')));
    const file = await ok('staff/exportCourseRoster', { bcid: bcid2026, sort: 'done' }, pd101Teacher);
    const lines = (file.csv as string).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Name,E-mail,Objects done,Objects in all,Time spent (minutes),Last active');
    expect(lines[1]).toMatch(/^alice,alice@example\.test,1,4,10,/);
    expect(lines[2]).toBe(`"'=HYPERLINK(""http://evil.example"",""Bob"")",bob@example.test,4,4,3,`);
    expect(file).toMatchObject({
      truncated: false,
      filename: expect.stringMatching(/^roster-pharmd-2026-pd101-/),
    });
    const [line] = await auditLines(t.database.db, { action: 'roster.export' });
    expect(line).toMatchObject({ actorUserId: pd101TeacherId, subjectId: bcid2026 });
  });
});

describe('the switches', () => {
  it("lists the course's units, nuggets and objects, and its feedback forms, with this batch's state", async () => {
    const switches = await ok('staff/getCourseSwitches', { bcid: bcid2026 }, pd101Teacher);
    expect(
      switches.units.map(
        (unit: { unit: string; phase: string; nuggets: { nid: string; enabled: boolean }[] }) => [
          unit.unit,
          unit.phase,
          unit.nuggets.map((n) => [n.nid, n.enabled]),
        ],
      ),
    ).toEqual([
      ['Unit 1', 'course', [['pd101-n1', true]]],
      [
        'Unit 2',
        'course',
        [
          ['pd101-n2', true],
          ['pd101-n3', false],
        ],
      ],
      ['Project', 'project', [['pd101-j1', true]]],
    ]);
    expect(switches.units[0].nuggets[0].objects.map((o: { oid: string }) => o.oid)).toEqual([
      'pd101-o1',
      'pd101-quiz',
    ]);
    expect(switches.feedback).toEqual([
      { kind: 'courseFeedback', enabled: true },
      { kind: 'instructorFeedback', enabled: false },
    ]);
  });

  it("reaches the batch's learners: the player's unit, the feedback, the project; audited; the other batch untouched", async () => {
    const set = (body: Record<string, unknown>) =>
      ok('staff/setCourseSwitch', { bcid: bcid2026, ...body }, pd101Teacher);
    expect(await set({ kind: 'nugget', target: 'pd101-n1', enabled: false })).toEqual({
      kind: 'nugget',
      target: 'pd101-n1',
      enabled: false,
    });
    // The player marks the unit's objects off ('This Unit is disabled from Admin') and refuses them.
    const player = (await ok(
      'getUserCourseProgress',
      { eid: alice.email, bcid: bcid2026 },
      aliceCookie,
    )) as UserCourseProgress;
    expect(player.nuggets[0]?.objects.map((object) => object.nenabled)).toEqual([false, false]);
    const opened = await t.call(
      'openObject',
      { eid: alice.email, bcid: bcid2026, objid: 'pd101-o1' },
      aliceCookie,
    );
    expect(opened.json().error.message).toBe('This Unit is disabled from Admin');
    const carols = (await ok(
      'getUserCourseProgress',
      { eid: carol.email, bcid: bcid2027 },
      carolCookie,
    )) as UserCourseProgress;
    expect(carols.nuggets[0]?.nenabled).toBe(true);
    // What counts towards the course follows: Bob's whole course, Alice's none of the 2 left.
    expect((await roster({})).objects).toBe(2);

    // The course feedback off: the learner's form answers code 0 ('Feedback is disabled from Admin').
    await set({ kind: 'courseFeedback', enabled: false });
    expect(await ok('getCourseFeedback', { bcid: bcid2026, crir: 'cr' }, aliceCookie)).toEqual({ code: 0 });
    await set({ kind: 'instructorFeedback', enabled: true });
    expect(await ok('getCourseFeedback', { bcid: bcid2026, crir: 'ir' }, aliceCookie)).toHaveProperty(
      'questions',
    );

    // A project nugget off: its objectives say 'Disabled by admin'.
    await set({ kind: 'nugget', target: 'pd101-j1', enabled: false });
    const thread = await t.call(
      'getUserProjectObjects',
      { eid: alice.email, bcid: bcid2026, objid: 'pd101-jo1' },
      aliceCookie,
    );
    expect(thread.json().error.message).toBe('Disabled by admin');

    const lines = await auditLines(t.database.db, { subjectId: bcid2026 });
    const switched = lines.filter((line) => line.action.startsWith('switches.'));
    expect(switched.map((line) => [line.action, line.actorUserId])).toEqual([
      ['switches.turnOff', pd101TeacherId],
      ['switches.turnOff', pd101TeacherId],
      ['switches.turnOn', pd101TeacherId],
      ['switches.turnOff', pd101TeacherId],
    ]);
    const state = await ok('staff/getCourseSwitches', { bcid: bcid2026 }, pd101Teacher);
    expect(state.units[0].nuggets[0].enabled).toBe(false);
    expect(state.feedback).toEqual([
      { kind: 'courseFeedback', enabled: false },
      { kind: 'instructorFeedback', enabled: true },
    ]);
  });

  it('refuses an instructor of another course, a target missing, and what the course does not have', async () => {
    const body = { bcid: bcid2026, kind: 'nugget', target: 'pd101-n2', enabled: false };
    expect((await t.call('staff/setCourseSwitch', body, pd102Teacher)).statusCode).toBe(403);
    const missing = await t.call('staff/setCourseSwitch', { ...body, target: undefined }, pd101Teacher);
    expect(missing.statusCode).toBe(400);
    const foreign = await t.call('staff/setCourseSwitch', { ...body, target: 'pd102-n1' }, pd101Teacher);
    expect(foreign.statusCode).toBe(404);
    const player = (await ok(
      'getUserCourseProgress',
      { eid: alice.email, bcid: bcid2026 },
      aliceCookie,
    )) as UserCourseProgress;
    expect(player.nuggets[1]?.nenabled).toBe(true);
  });
});
