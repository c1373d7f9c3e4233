import { expect, type Page } from '@playwright/test';
import { demo } from './demo.ts';

async function api(page: Page, name: string, data: Record<string, unknown>) {
  const response = await page.request.post(`/api/${name}`, { data: { oid: demo.oid, ...data } });
  expect(response.status(), `${name} ${JSON.stringify(data)}`).toBe(200);
  return response.json();
}

/** What a demo package commits when the learner has finished a SCO and passed its check. */
const finishedCmi = {
  '1.2': { 'cmi.core.lesson_status': 'passed', 'cmi.core.score.raw': '100' },
  '2004': { 'cmi.completion_status': 'completed', 'cmi.success_status': 'passed', 'cmi.score.scaled': '1' },
} as const;

/**
 * Reports a SCORM object finished as its package does when the learner has worked through it (the
 * SCORM journeys run the packages themselves): each SCO launched and its finished, passed CMI data
 * committed at the end of the session.
 */
async function finishPackage(page: Page, key: { eid: string; bcid: string; objid: string }) {
  const first = (await api(page, 'getScormData', key)) as {
    version: '1.2' | '2004';
    scos: Array<{ identifier: string }>;
  };
  for (const { identifier: scoid } of first.scos) {
    await api(page, 'getScormData', { ...key, scoid });
    await api(page, 'commitScormData', { ...key, scoid, cmi: finishedCmi[first.version], terminate: true });
  }
}

/** How an object is finished before Mark Complete: a quiz answered (with these responses), a package run. */
export type Finish = { quiz: number[][] } | 'scorm';

/**
 * Completes object `objid` of batch course `bcid` for the signed-in learner `eid` through the API, as the
 * course player would: opens it, finishes it by its own rule (the server completes a quiz object only
 * once it is passed, a SCORM object once its package reported it finished), and sends Mark Complete
 * until the server accepts it, five seconds after the opening by its clock (ADR 0063).
 */
export async function completeThroughApi(
  page: Page,
  { eid, bcid, objid }: { eid: string; bcid: string; objid: string },
  finish?: Finish,
): Promise<void> {
  const key = { eid, bcid, objid };
  await api(page, 'openObject', key);
  if (finish === 'scorm') await finishPackage(page, key);
  else if (finish) await api(page, 'postQuiz', { bcid, quizid: objid, responses: finish.quiz });
  const markComplete = () =>
    page.request.post('/api/syncUserProgress', { data: { oid: demo.oid, ...key, timespent: 0 } });
  await expect
    .poll(async () => (await markComplete()).status(), { intervals: [1_000], timeout: 15_000 })
    .toBe(200);
}
