import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSession } from '../../../test/staff-factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { importContent } from '../../content-sections.ts';
import { demoContentFolder } from '../../platform/paths.ts';

// The demo's feedback of pv101 as content/demo/README.md promises it (ADR 0078): three learners' course
// and instructor feedback for the staff feedback charts, and Kofi Boateng's submitted mini assignment
// (a narrative and a PDF) awaiting the instructor's feedback.

let t: TestApp;
const oid = 'AULADEMO';

beforeAll(async () => {
  t = await createTestApp();
  await importContent(t.database.db, demoContentFolder, t);
});
afterAll(() => t.app.close());

describe('the demo feedback of pv101', () => {
  it('gives the course and the instructor three responses each, with comments', async () => {
    const { cookie } = await staffSession(t.database.db, [{ role: 'instructor', scope: 'pv101' }], { oid });
    for (const crir of ['cr', 'ir']) {
      const body = { oid, bcid: 'cert-pv-2026-pv101', crir };
      const summary = (await call(t.app, 'staff/getFeedbackSummary', body, cookie)).json();
      expect(summary.responses, crir).toBe(3);
      for (const question of summary.questions) {
        expect(question.counts.reduce((sum: number, count: number) => sum + count, 0)).toBe(3);
      }
      expect(summary.questions.some((question: { comments: string[] }) => question.comments.length > 0)).toBe(
        true,
      );
    }
  });

  it('gives the instructor a submitted mini assignment with its file, awaiting feedback', async () => {
    const { cookie } = await staffSession(t.database.db, [{ role: 'instructor', scope: 'pv101' }], { oid });
    const list = (await call(t.app, 'staff/listMiniAssignments', { oid }, cookie)).json();
    expect(list.rows).toContainEqual(
      expect.objectContaining({ quizid: 'pv101-q-mini', submissions: 1, awaitingFeedback: 1 }),
    );
    const body = { oid, bcid: 'cert-pv-2026-pv101', quizid: 'pv101-q-mini' };
    const [row] = (await call(t.app, 'staff/listMiniSubmissions', body, cookie)).json().rows;
    expect(row).toMatchObject({ eid: 'player@aula.demo', learnerName: 'Kofi Boateng', feedback: [] });
    const file = await t.app.inject({ method: 'GET', url: row.answers[1].fileUrl, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
  });
});
