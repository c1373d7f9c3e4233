import { expect, type Page } from '@playwright/test';
import { demo } from './demo.ts';

async function api(page: Page, name: string, data: Record<string, unknown>) {
  const response = await page.request.post(`/api/${name}`, { data: { oid: demo.oid, ...data } });
  expect(response.status(), `${name} ${JSON.stringify(data)}`).toBe(200);
}

/**
 * Completes object `objid` of batch course `bcid` for the signed-in learner `eid` through the API, as the
 * course player would: opens it, answers its quiz with `quizResponses` if it is one (the server
 * completes a quiz object only once it is passed), and sends Mark Complete until the server accepts it,
 * five seconds after the opening by its clock (ADR 0063). A SCORM object is accepted once its package
 * has reported it finished.
 */
export async function completeThroughApi(
  page: Page,
  { eid, bcid, objid }: { eid: string; bcid: string; objid: string },
  quizResponses?: number[][],
): Promise<void> {
  const key = { eid, bcid, objid };
  await api(page, 'openObject', key);
  if (quizResponses) await api(page, 'postQuiz', { bcid, quizid: objid, responses: quizResponses });
  const markComplete = () =>
    page.request.post('/api/syncUserProgress', { data: { oid: demo.oid, ...key, timespent: 0 } });
  await expect
    .poll(async () => (await markComplete()).status(), { intervals: [1_000], timeout: 15_000 })
    .toBe(200);
}
