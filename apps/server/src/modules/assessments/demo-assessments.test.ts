import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { importContent } from '../../content-sections.ts';
import { demoContentFolder } from '../../platform/paths.ts';

// The demo learner's assessments in pv101 as content/demo/README.md promises them: one open now
// whenever the demo was loaded (its window is relative to the first import), one ended whose answers
// come later, one with its answers out, submitted attempts, and an open and a submitted assignment.

let t: TestApp;
const oid = 'AULADEMO';
const learner = { email: 'learner@aula.demo', password: 'Learn@2026' };

beforeAll(async () => {
  t = await createTestApp();
  await importContent(t.database.db, demoContentFolder, t);
});
afterAll(() => t.app.close());

describe('the demo assessments', () => {
  it('hold an open mock exam of every answer type, an ended quiz, past answers and an open assignment', async () => {
    const cookie = await signIn(t.app, learner.email, learner.password, oid);
    const body = { oid, eid: learner.email, bcid: 'cert-pv-2026-pv101' };
    const list = (await call(t.app, 'getAssessment', { ...body, quiztype: 'assess' }, cookie)).json();
    const byId = new Map(list.assessments.map((each: { assessid: string }) => [each.assessid, each]));
    expect(byId.get('cert-pv-2026-mock')).toMatchObject({
      open: true,
      questions: 8,
      answersAvailable: false,
    });
    expect(byId.get('cert-pv-2026-case-review')).toMatchObject({ open: false, status: 1, score: 100 });
    expect(byId.get('cert-pv-2026-unit-test')).toMatchObject({
      status: 1,
      score: 66.67,
      answersAvailable: true,
    });
    // The mid-term, open for a year from two weeks before the import, was submitted: its Start says so
    // (its score shows after its end).
    expect(byId.get('cert-pv-2026-midterm')).toMatchObject({ open: true, status: 1 });
    const quiz = await call(
      t.app,
      'getAssessmentQuiz',
      { oid, eid: learner.email, assessid: 'cert-pv-2026-mock', quiztype: 'assess' },
      cookie,
    );
    expect(quiz.json().qitems.map((item: { atype: number }) => item.atype)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const assignments = (await call(t.app, 'getAssessment', { ...body, quiztype: 'assign' }, cookie)).json();
    expect(assignments.assessments).toEqual([
      expect.objectContaining({ assessid: 'cert-pv-2026-reflection', status: 1 }),
      expect.objectContaining({ assessid: 'cert-pv-2026-case-assignment', open: true, status: null }),
    ]);
  });
});
