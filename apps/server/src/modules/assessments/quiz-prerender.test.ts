import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  alice,
  assessmentsBundle,
  createAssessmentsApp,
  duringExam,
  fixtureOid,
} from '../../../test/assessments-fixture.ts';
import { fakeWebBuild } from '../../../test/fake-web-build.ts';
import { assessmentAttempts } from '../../db/schema/assessment-attempts.ts';

const template =
  '<!doctype html><html lang="en"><head><title>Aula</title></head><body><div id="root"></div></body></html>';

/**
 * Stands in for the web build's prerenderer as the quiz view reads its data: the quiz, through the
 * API transport the server hands it, and the calendar feed's address (a read with effects whose route
 * cannot answer a prerender without them). It writes down what each call answered.
 */
const fakePrerenderer = `
export const signedInPrerenderPaths = ['/course/assessment'];
export function pageLanguage() { return 'en'; }
async function call(api, name, body) {
  const answer = await api('/api/' + name, { method: 'POST', body: JSON.stringify(body) });
  return { status: answer.status, body: await answer.json() };
}
export async function renderSignedInPage({ template, url, api }) {
  const assessid = new URL(url, 'http://localhost').searchParams.get('assessment');
  const quiz = await call(api, 'getAssessmentQuiz', {
    oid: '${fixtureOid}', eid: '${alice.email}', assessid, quiztype: 'assess',
  });
  const feed = await call(api, 'getCalendarFeedUrl', { oid: '${fixtureOid}' });
  const seen = quiz.status === 200
    ? 'quiz 200 ' + quiz.body.qitems.length + ' questions, answers ' + JSON.stringify(quiz.body.attempt.response)
    : 'quiz ' + quiz.status + ' ' + quiz.body.error.message;
  return template.replace('<div id="root"></div>', '<div id="root"><p>' + seen + '</p><p>feed ' + feed.status + '</p></div>');
}
`;

let build: Awaited<ReturnType<typeof fakeWebBuild>>;
let t: Awaited<ReturnType<typeof createAssessmentsApp>>;
const page = '/course/assessment?course=pharmd-2026-pd101&assessment=pd-exam&type=assess';

beforeAll(async () => {
  build = await fakeWebBuild(template, fakePrerenderer);
  t = await createAssessmentsApp(assessmentsBundle(), { webFolder: build.webFolder });
});

afterAll(async () => {
  await t.app.close();
  await build.remove();
});

beforeEach(async () => {
  await t.database.db.delete(assessmentAttempts);
  t.clock.set(duringExam);
});

const prerendered = async (cookie: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url: page, headers: { cookie, ...headers } });
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe('the quiz view prerendered for the learner (ADR 0097)', () => {
  it('never starts the attempt: a quiz the learner has not opened is refused, and no attempt is written', async () => {
    const body = await prerendered(await t.cookieOf(alice));
    expect(body).toContain('<p>quiz 409 The attempt is not started: only the learner starts it.</p>');
    expect(await t.database.db.select().from(assessmentAttempts)).toEqual([]);
  });

  it('resumes an attempt the learner started, with the answers saved so far', async () => {
    const cookie = await t.cookieOf(alice);
    const opened = await t.call(
      'getAssessmentQuiz',
      { eid: alice.email, assessid: 'pd-exam', quiztype: 'assess' },
      cookie,
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const iid = opened.json().qitems[0].iid as string;
    const saved = await t.call(
      'updateAssessment',
      {
        eid: alice.email,
        assessid: 'pd-exam',
        quiztype: 'assess',
        device: 'dev-1',
        seq: 1,
        quizdata: { response: [{ iid, selected: [0] }], status: 0 },
      },
      cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const body = await prerendered(cookie);
    expect(body).toContain(`quiz 200 8 questions, answers [{"iid":"${iid}"`);
    expect(await t.database.db.select().from(assessmentAttempts)).toHaveLength(1);
  });

  it('still refuses a read with effects that its route cannot answer without them', async () => {
    const body = await prerendered(await t.cookieOf(alice));
    expect(body).toContain('<p>feed 403</p>');
  });

  it('cannot be forged from outside: a request naming the prerender’s header still starts its attempt', async () => {
    const cookie = await t.cookieOf(alice);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/getAssessmentQuiz',
      headers: { 'content-type': 'application/json', cookie, 'x-aula-prerender': 'true' },
      payload: JSON.stringify({ oid: fixtureOid, eid: alice.email, assessid: 'pd-exam', quiztype: 'assess' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await t.database.db.select().from(assessmentAttempts)).toHaveLength(1);
  });
});
