import type { UserCourseProgress } from '@aula/contract/course-player';
import type { ProjectPhase } from '@aula/contract/project-phase';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol } from '../../../test/batch-factories.ts';
import {
  alice,
  bcid2026,
  bcid2027,
  carol,
  createSwitchesApp,
  fixtureOid,
  switchesBundle,
} from '../../../test/batch-switches-fixture.ts';
import { createLearner } from '../../../test/factories.ts';
import { createStaffActor } from '../../../test/staff-actors.ts';
import { staffSession } from '../../../test/staff-factories.ts';
import { call } from '../../../test/test-app.ts';
import { batchSwitches } from '../../db/schema/batch-switches.ts';
import { courses } from '../../db/schema/content.ts';
import { batchCourses } from '../../db/schema/programs.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { type BatchSwitchChange, setBatchSwitch } from './index.ts';

// The admin's switches are rows per batch (ADR 0070): the import writes the bundle's as defaults, an
// admin changes one batch's, the learners of that batch see it, and a later import keeps the change.

let t: Awaited<ReturnType<typeof createSwitchesApp>>;
let admin: SessionUser;
let aliceCookie: string;
let carolCookie: string;

beforeAll(async () => {
  t = await createSwitchesApp();
  admin = await createStaffActor(t.database.db, fixtureOid);
  aliceCookie = await t.cookieOf(alice);
  carolCookie = await t.cookieOf(carol);
});
afterAll(() => t.app.close());

const set = (change: BatchSwitchChange) =>
  setBatchSwitch(t.database.db, admin, change, { now: t.clock.now(), ip: '203.0.113.7' });

/** The switches of batch course `bcid` as [kind, target, enabled, set by staff]. */
async function switchesOf(bcid: string) {
  const rows = await t.database.db
    .select()
    .from(batchSwitches)
    .where(and(eq(batchSwitches.oid, fixtureOid), eq(batchSwitches.bcid, bcid)));
  return rows
    .map((row) => [row.kind, row.target, row.enabled, row.changedBy !== null] as const)
    .sort((a, b) => `${a[0]}${a[1]}`.localeCompare(`${b[0]}${b[1]}`));
}

/** The file a content address was signed for (ADR 0095): its path after the signature. */
function signedFile(address: string | null | undefined): string | null {
  if (!address) return null;
  expect(address).toMatch(/^http:\/\/localhost:3001\/content\/TESTORG\/[^/]+\/\d+\/2\/[\w-]{43}\//);
  return new URL(address).pathname.split('/').slice(7).join('/');
}

async function podcastsOf(cookie: string, bcid: string) {
  const response = await t.call('getpodcast', { bcid }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return (
    response.json() as { nuggets: { nid: string; nenabled: boolean; objects: { ourl: string | null }[] }[] }
  ).nuggets.map((nugget) => [nugget.nid, nugget.nenabled, signedFile(nugget.objects[0]?.ourl)]);
}

async function playerOf(cookie: string, eid: string, bcid: string) {
  const response = await t.call('getUserCourseProgress', { eid, bcid }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as UserCourseProgress).nuggets.map((nugget) => [nugget.nid, nugget.nenabled]);
}

describe('the import', () => {
  it("writes the bundle's switches as the defaults of every batch running the course", async () => {
    const expected = [
      ['courseFeedback', '', true, false],
      ['instructorFeedback', '', false, false],
      ['nugget', 'pd101-j1', true, false],
      ['nugget', 'pd101-n1', true, false],
      ['nugget', 'pd101-n2', true, false],
      ['nugget', 'pd101-n3', false, false],
      ['object', 'pd101-jo1', true, false],
      ['object', 'pd101-o1', true, false],
      ['object', 'pd101-o3', true, false],
      ['object', 'pd101-p1', true, false],
      ['object', 'pd101-p2', true, false],
      ['object', 'pd101-quiz', true, false],
    ];
    expect(await switchesOf(bcid2026)).toEqual(expected);
    expect(await switchesOf(bcid2027)).toEqual(expected);
    const program = await t.database.db
      .select({ bpid: batchSwitches.bpid, enabled: batchSwitches.enabled })
      .from(batchSwitches)
      .where(and(eq(batchSwitches.oid, fixtureOid), eq(batchSwitches.kind, 'programFeedback')));
    expect(program.sort((a, b) => a.bpid.localeCompare(b.bpid))).toEqual([
      { bpid: 'pharmd-2026', enabled: true },
      { bpid: 'pharmd-2027', enabled: true },
    ]);
  });

  it('keeps the switches out of the stored content', async () => {
    const [row] = await t.database.db
      .select({ details: courses.details })
      .from(courses)
      .where(and(eq(courses.oid, fixtureOid), eq(courses.tid, 'pd101')));
    expect(row?.details.nuggets).toHaveLength(3);
    expect(JSON.stringify(row?.details)).not.toContain('nenabled');
  });
});

describe('a staff change', () => {
  it("shows to the batch's learners only, in the podcasts, the player and the player's rule", async () => {
    await set({ kind: 'nugget', bcid: bcid2026, target: 'pd101-n2', enabled: false });
    await set({ kind: 'nugget', bcid: bcid2026, target: 'pd101-n3', enabled: true });

    expect(await podcastsOf(aliceCookie, bcid2026)).toEqual([
      ['pd101-n2', false, null],
      ['pd101-n3', true, 'audio/episode.wav'],
    ]);
    expect(await playerOf(aliceCookie, alice.email, bcid2026)).toEqual([
      ['pd101-n1', true],
      ['pd101-n2', false],
      ['pd101-n3', true],
    ]);
    const refused = await t.call(
      'openObject',
      { eid: alice.email, bcid: bcid2026, objid: 'pd101-o3' },
      aliceCookie,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('This Unit is disabled from Admin');

    // The other batch keeps the bundle's defaults.
    expect(await podcastsOf(carolCookie, bcid2027)).toEqual([
      ['pd101-n2', true, 'audio/episode.wav'],
      ['pd101-n3', false, null],
    ]);
    expect(await playerOf(carolCookie, carol.email, bcid2027)).toEqual([
      ['pd101-n1', true],
      ['pd101-n2', true],
      ['pd101-n3', false],
    ]);
  });

  it("switches one object off, and a project nugget's objectives with 'Disabled by admin'", async () => {
    await set({ kind: 'object', bcid: bcid2027, target: 'pd101-o1', enabled: false });
    const player = await t.call('getUserCourseProgress', { eid: carol.email, bcid: bcid2027 }, carolCookie);
    const objects = (player.json() as UserCourseProgress).nuggets[0]?.objects;
    expect(objects?.map((object) => [object.oid, object.nenabled])).toEqual([
      ['pd101-o1', false],
      ['pd101-quiz', true],
    ]);
    const opened = await t.call(
      'openObject',
      { eid: carol.email, bcid: bcid2027, objid: 'pd101-o1' },
      carolCookie,
    );
    expect(opened.json().error.message).toBe('This Unit is disabled from Admin');

    await set({ kind: 'nugget', bcid: bcid2027, target: 'pd101-j1', enabled: false });
    const plan = (await t.call('getProjectPhase', { eid: carol.email, bcid: bcid2027 }, carolCookie)).json();
    expect((plan as ProjectPhase).nuggets.map((n) => [n.nid, n.nenabled, n.objects[0]?.lock])).toEqual([
      ['pd101-j1', false, 'nuggetDisabled'],
    ]);
    const thread = await t.call(
      'getUserProjectObjects',
      { eid: carol.email, bcid: bcid2027, objid: 'pd101-jo1' },
      carolCookie,
    );
    expect(thread.json().error.message).toBe('Disabled by admin');
    // Alice's batch still has its project.
    const hers = (await t.call('getProjectPhase', { eid: alice.email, bcid: bcid2026 }, aliceCookie)).json();
    expect((hers as ProjectPhase).nuggets[0]?.objects[0]?.lock).toBeNull();
  });

  it('hides a shared link to an object that a batch running its course switched off', async () => {
    const link = { val1: 'pharmd', val2: 'pd101', val3: 'pd101-n1', val4: 'pd101-o1', val5: 'pdf' };
    expect((await call(t.app, 'getSharedObject', link)).json()).toEqual({ ourl: null });
    await set({ kind: 'object', bcid: bcid2027, target: 'pd101-o1', enabled: true });
    expect(signedFile((await call(t.app, 'getSharedObject', link)).json().ourl)).toBe('pdf/reading.pdf');
  });

  it('survives a new import, which still moves the defaults nobody changed', async () => {
    const bundle = switchesBundle();
    const pd101 = bundle['courses/pd101.json'] as { nuggets: Record<string, unknown>[] };
    // The bundle now switches pd101-n1 off and pd101-n3 on (which staff turned on in 2026 already).
    for (const nugget of pd101.nuggets) {
      if (nugget.nid === 'pd101-n1') nugget.nenabled = false;
      if (nugget.nid === 'pd101-n3') nugget.nenabled = true;
    }
    await t.importAgain(bundle);

    const nuggets2026 = (await switchesOf(bcid2026)).filter(([kind]) => kind === 'nugget');
    expect(nuggets2026).toEqual([
      ['nugget', 'pd101-j1', true, false],
      ['nugget', 'pd101-n1', false, false],
      ['nugget', 'pd101-n2', false, true],
      ['nugget', 'pd101-n3', true, true],
    ]);
    const nuggets2027 = (await switchesOf(bcid2027)).filter(([kind]) => kind === 'nugget');
    expect(nuggets2027).toEqual([
      ['nugget', 'pd101-j1', false, true],
      ['nugget', 'pd101-n1', false, false],
      ['nugget', 'pd101-n2', true, false],
      ['nugget', 'pd101-n3', true, false],
    ]);
    expect(await podcastsOf(aliceCookie, bcid2026)).toEqual([
      ['pd101-n2', false, null],
      ['pd101-n3', true, 'audio/episode.wav'],
    ]);
    const refused = await t.call(
      'openObject',
      { eid: alice.email, bcid: bcid2026, objid: 'pd101-o1' },
      aliceCookie,
    );
    expect(refused.json().error.message).toBe('This Unit is disabled from Admin');
  });
});

describe('a batch that starts running the course after the import', () => {
  it("starts from the course's feedback defaults, not from another batch's staff change", async () => {
    await set({ kind: 'instructorFeedback', bcid: bcid2026, enabled: true });
    const { cookie } = await staffSession(t.database.db, [{ role: 'admin', scope: null }], {
      oid: fixtureOid,
    });
    const staff = (name: string, body: Record<string, unknown>) =>
      call(t.app, `staff/${name}`, { oid: fixtureOid, pid: 'pharmd', ...body }, cookie);
    const batch = await staff('saveBatch', {
      title: 'Later intake',
      psd: '2026-07-01',
      ped: '2032-06-30',
      current: false,
    });
    expect(batch.statusCode, batch.body).toBe(200);
    const { bpid } = batch.json() as { bpid: string };
    const running = await staff('setBatchCourses', { bpid, courses: [{ tid: 'pd101', telective: false }] });
    expect(running.statusCode, running.body).toBe(200);
    const [started] = await t.database.db
      .select({ bcid: batchCourses.bcid })
      .from(batchCourses)
      .where(and(eq(batchCourses.oid, fixtureOid), eq(batchCourses.bpid, bpid)));
    if (!started) throw new Error('the batch runs pd101');

    const feedback = (await switchesOf(started.bcid)).filter(([kind]) => kind.endsWith('Feedback'));
    expect(feedback).toEqual([
      ['courseFeedback', '', true, false],
      ['instructorFeedback', '', false, false],
    ]);
    // Its learner meets the instructor's form off ('Feedback is disabled from Admin') and the course's on.
    const newcomer = await createLearner(t.database.db, { oid: fixtureOid });
    await enrol(t.database.db, newcomer, bpid);
    const newcomerCookie = await t.cookieOf(newcomer);
    const form = async (crir: 'cr' | 'ir') =>
      (await t.call('getCourseFeedback', { bcid: started.bcid, crir }, newcomerCookie)).json();
    expect(await form('ir')).toEqual({ code: 0 });
    expect(await form('cr')).toHaveProperty('questions');
  });
});
