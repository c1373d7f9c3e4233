import type { ProjectPhase, ProjectThreadAnswer } from '@aula/contract/project-phase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/factories.ts';
import { staffSession } from '../../../test/staff-factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { importContent } from '../../content-sections.ts';
import { demoContentFolder } from '../../platform/paths.ts';

// The demo learner's discussion and project in pv101, as content/demo/README.md promises them.

let t: TestApp;
let cookie: string;
const oid = 'AULADEMO';
const eid = 'learner@aula.demo';
const bcid = 'cert-pv-2026-pv101';

beforeAll(async () => {
  t = await createTestApp();
  await importContent(t.database.db, demoContentFolder, t);
  cookie = await signIn(t.app, eid, 'Learn@2026', oid);
});
afterAll(() => t.app.close());

describe('the demo course community', () => {
  it('gives the demo learner a project with approved, rejected, locked and in-progress objectives', async () => {
    const plan = (await call(t.app, 'getProjectPhase', { oid, eid, bcid }, cookie)).json<ProjectPhase>();
    const objectives = plan.nuggets.flatMap((nugget) =>
      nugget.objects.filter((object) => object.otype === 'objective'),
    );
    expect(objectives.map((object) => [object.oid, object.objStatus, object.lock])).toEqual([
      ['pv101-po1', 2, null],
      ['pv101-po2', 3, null],
      ['pv101-po4', null, 'previousIncomplete'],
      ['pv101-po5', 1, null],
    ]);
    const thread = (
      await call(t.app, 'getUserProjectObjects', { oid, eid, bcid, objid: 'pv101-po1' }, cookie)
    ).json<ProjectThreadAnswer>();
    expect(thread.thread?.approvedMessageId).toBe(thread.thread?.messages[1]?.id);
    const attachments = thread.thread?.messages.flatMap((message) =>
      message.fileUrl ? [message.fileUrl] : [],
    );
    expect(attachments).toHaveLength(1);
    const file = await t.app.inject({ method: 'GET', url: attachments?.[0] ?? '', headers: { cookie } });
    expect(file.statusCode).toBe(200);

    const approved = (await call(t.app, 'getProjectApprovedMessage', { oid, eid, bcid }, cookie)).json();
    expect(approved.objectives[0]).toMatchObject({ objid: 'pv101-po1', objStatus: 2 });
    expect(approved.objectives[0].approvedMessage).toContain('October 2026');
  });

  it('leaves the demo instructor a learner message of pv101 awaiting review', async () => {
    const instructor = await staffSession(t.database.db, [{ role: 'instructor', scope: 'pv101' }], { oid });
    const courses = (await call(t.app, 'staff/listProjectCourses', { oid }, instructor.cookie)).json();
    const course = courses.rows.find((row: { bcid: string }) => row.bcid === bcid);
    expect(course.objectives).toContainEqual(expect.objectContaining({ objid: 'pv101-po5', awaiting: 1 }));
    const threads = await call(
      t.app,
      'staff/listProjectThreads',
      { oid, bcid, objid: 'pv101-po5', awaiting: true },
      instructor.cookie,
    );
    expect(threads.json().rows.map((row: { eid: string }) => row.eid)).toEqual([eid]);
  });

  it('gives the course a discussion with questions and answers by the demo learner and others', async () => {
    const discussion = (await call(t.app, 'getDiscussion', { oid, bcid }, cookie)).json();
    const authors = discussion.discussion.flatMap(
      (question: { mine: boolean; answers: { mine: boolean }[] }) => [
        question.mine,
        ...question.answers.map((answer) => answer.mine),
      ],
    );
    expect(authors).toContain(true);
    expect(authors).toContain(false);
  });
});
