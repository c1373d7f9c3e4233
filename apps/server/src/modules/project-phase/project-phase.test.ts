import {
  projectMessages as messagesOfSpec,
  type ProjectPhase,
  type ProjectThreadAnswer,
} from '@aula/contract/project-phase';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alice, bcid, bob, carol, createCourseCommunityApp } from '../../../test/course-community-fixture.ts';
import { staffSession } from '../../../test/staff-factories.ts';
import { projectMessages, projectThreads } from '../../db/schema/project-phase.ts';

let t: Awaited<ReturnType<typeof createCourseCommunityApp>>;
let aliceCookie: string;
let bobCookie: string;

beforeAll(async () => {
  t = await createCourseCommunityApp();
  aliceCookie = await t.cookieOf(alice);
  bobCookie = await t.cookieOf(bob);
});
afterAll(() => t.app.close());

const mine = (cookie: string, email: string) => ({ cookie, eid: email });

async function planOf(cookie = aliceCookie, eid = alice.email): Promise<ProjectPhase> {
  const response = await t.call('getProjectPhase', { eid, bcid }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function poll(objid: string, version?: number, who = mine(aliceCookie, alice.email)) {
  return t.call('getUserProjectObjects', { eid: who.eid, bcid, objid, version }, who.cookie);
}

function send(objid: string, projectObj: Record<string, unknown>, who = mine(aliceCookie, alice.email)) {
  return t.call('updateUserProjectObjects', { eid: who.eid, bcid, objid, projectObj }, who.cookie);
}

async function approve(eid: string, objid: string) {
  await t.database.db
    .update(projectThreads)
    .set({ objStatus: 2, approvedAt: new Date('2026-11-20T10:00:00Z') })
    .where(and(eq(projectThreads.eid, eid), eq(projectThreads.objid, objid)));
}

describe('getProjectPhase', () => {
  it('opens the first objective of a nugget, locks the next until approval, and all of a disabled nugget', async () => {
    const plan = await planOf();
    const states = plan.nuggets.flatMap((nugget) =>
      nugget.objects.map((object) => [object.oid, object.userOP.op, object.lock, object.objStatus]),
    );
    expect(states).toEqual([
      ['pd101-po1', 1, null, 1],
      ['pd101-pr1', 1, null, null],
      ['pd101-po2', 0, 'previousIncomplete', null],
      ['pd101-po3', 0, 'nuggetDisabled', null],
    ]);
    expect(plan.nuggets[0]?.objects[0]?.fileEnable).toBe(true);
    // A resource's file is signed for the learner on the content origin (ADR 0095).
    expect(plan.nuggets[0]?.objects[1]?.ourl).toMatch(
      /^http:\/\/localhost:3001\/content\/TESTORG\/.+\/pdf\/reading\.pdf$/,
    );
  });

  it('refuses a course of no batch of the learner', async () => {
    const response = await t.call('getProjectPhase', { eid: carol.email, bcid }, await t.cookieOf(carol));
    expect(response.statusCode).toBe(403);
  });
});

describe('the thread of an objective', () => {
  it('shows the imported thread with its attachment and the staff reply under the message', async () => {
    const response = await poll('pd101-po1');
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<ProjectThreadAnswer>();
    expect(answer.changed).toBe(true);
    expect(answer.thread?.messages).toEqual([
      expect.objectContaining({
        uname: 'alice',
        mine: true,
        message: 'My plan is attached.',
        fileName: 'plan.pdf',
        fileType: 'application/pdf',
        reply: [expect.objectContaining({ uname: 'Dr. Rao', message: 'Add the period you will review.' })],
      }),
    ]);
    const fileUrl = answer.thread?.messages[0]?.fileUrl ?? '';
    const file = await t.app.inject({ method: 'GET', url: fileUrl, headers: { cookie: aliceCookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body.startsWith('%PDF')).toBe(true);
    // Another learner of the same batch, or nobody, gets no file.
    const bobs = await t.app.inject({ method: 'GET', url: fileUrl, headers: { cookie: bobCookie } });
    expect(bobs.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(401);

    // Staff open attachments at the address that names the thread (project-review.test.ts), not here.
    const staff = await staffSession(t.database.db, [{ role: 'admin', scope: null }], { oid: 'TESTORG' });
    const staffs = await t.app.inject({ method: 'GET', url: fileUrl, headers: { cookie: staff.cookie } });
    expect(staffs.statusCode).toBe(404);
  });

  it('answers "nothing new" from the version alone, without reading the messages', async () => {
    const first = (await poll('pd101-po1')).json<ProjectThreadAnswer>();
    // A message written behind the thread's back (not moving its version) is not seen by a poll that
    // has the current version: proof that such a poll does not read the thread.
    await t.database.db.insert(projectMessages).values({
      oid: 'TESTORG',
      eid: alice.email,
      bcid,
      objid: 'pd101-po1',
      author: 'staff',
      uname: 'Dr. Rao',
      message: 'Unseen until the version moves.',
      postedAt: new Date(),
    });
    const again = await poll('pd101-po1', first.version);
    expect(again.json()).toEqual({
      objid: 'pd101-po1',
      version: first.version,
      changed: false,
      thread: null,
    });
    const full = (await poll('pd101-po1')).json<ProjectThreadAnswer>();
    expect(full.thread?.messages.map((message) => message.message)).toContain(
      'Unseen until the version moves.',
    );
  });

  it('sends a message, moving the version on so a poll with the old one reloads', async () => {
    const before = (await poll('pd101-po1')).json<ProjectThreadAnswer>();
    const sent = await send('pd101-po1', { message: 'Period: October 2026.\nWard 4.' });
    expect(sent.statusCode, sent.body).toBe(200);
    const after = sent.json<ProjectThreadAnswer>();
    expect(after.version).toBe(before.version + 1);
    expect(after.thread?.messages.at(-1)).toMatchObject({
      message: 'Period: October 2026.\nWard 4.',
      mine: true,
    });
    const polled = (await poll('pd101-po1', before.version)).json<ProjectThreadAnswer>();
    expect(polled.changed).toBe(true);
  });

  it('adds a message once per id its device gave it: a retry after a lost answer, or racing the first, adds none', async () => {
    const clientId = '6f1c2f44-1d7e-4c3b-9a51-2f0f5d1c0a01';
    const message = { message: 'Sent from a train.', clientId };
    const [first, racing] = await Promise.all([send('pd101-po1', message), send('pd101-po1', message)]);
    expect([first.statusCode, racing.statusCode], first.body).toEqual([200, 200]);
    const retried = await send('pd101-po1', message);
    expect(retried.statusCode, retried.body).toBe(200);
    const thread = retried.json<ProjectThreadAnswer>().thread;
    expect(thread?.messages.filter((each) => each.message === 'Sent from a train.')).toHaveLength(1);
  });

  it("keeps each learner to their own thread: Bob's session reads Bob's thread of the same objective", async () => {
    const bobs = (await poll('pd101-po1', undefined, mine(bobCookie, bob.email))).json<ProjectThreadAnswer>();
    expect(bobs.thread?.messages).toEqual([]);
    const aliceVersion = (await poll('pd101-po1')).json<ProjectThreadAnswer>().version;
    // Bob naming Alice's version learns nothing: his own row answers.
    const guess = (
      await poll('pd101-po1', aliceVersion, mine(bobCookie, bob.email))
    ).json<ProjectThreadAnswer>();
    expect(guess.thread?.messages ?? []).toEqual([]);
  });

  it("refuses a locked objective with the spec's words, and opens it once the previous one is approved", async () => {
    const early = await send('pd101-po2', { message: 'Findings.' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(messagesOfSpec.previousIncomplete);
    expect((await poll('pd101-po2')).statusCode).toBe(409);
    expect((await poll('pd101-po3')).json().error.message).toBe(messagesOfSpec.nuggetDisabled);

    await approve(alice.email, 'pd101-po1');
    expect((await send('pd101-po2', { message: 'Findings.' })).statusCode).toBe(200);
    // Bob's po1 is not approved: po2 stays locked for him.
    expect((await send('pd101-po2', { message: 'Me too.' }, mine(bobCookie, bob.email))).statusCode).toBe(
      409,
    );
  });

  it("refuses an empty message with the spec's words", async () => {
    const response = await send('pd101-po1', { message: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields['projectObj.message']).toBe(messagesOfSpec.emptyMessage);
  });
});
