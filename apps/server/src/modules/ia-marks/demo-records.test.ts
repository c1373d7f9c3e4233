import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { importContent } from '../../content-sections.ts';
import { demoContentFolder } from '../../platform/paths.ts';

// The demo learner's records as content/demo/README.md promises them: a certificate, two hall tickets
// (a PDF and a picture), and IA marks of semester 1 with one answer window open and one closed.

let t: TestApp;
const oid = 'AULADEMO';

beforeAll(async () => {
  t = await createTestApp();
  await importContent(t.database.db, demoContentFolder, t);
});
afterAll(() => t.app.close());

const learner = { email: 'learner@aula.demo', password: 'Learn@2026' };
const empty = { email: 'empty@aula.demo', password: 'Empty@2026' };

describe('the demo records', () => {
  it('give the demo learner a certificate, two hall tickets and marks with an open and a closed window', async () => {
    const cookie = await signIn(t.app, learner.email, learner.password, oid);
    const body = { oid, eid: learner.email };
    const certificates = (await call(t.app, 'getCertificates', body, cookie)).json().certificates;
    expect(certificates).toEqual([expect.objectContaining({ certificate: 'Certificate in Digital Health' })]);

    const tickets = (await call(t.app, 'getHallticket', body, cookie)).json().hallticketInfo;
    expect(
      tickets.map((ticket: { hallticketName: string }) => ticket.hallticketName.split('.').at(-1)),
    ).toEqual(['pdf', 'png']);
    for (const ticket of tickets) {
      const file = await t.app.inject({ method: 'GET', url: ticket.fileUrl, headers: { cookie } });
      expect(file.statusCode, ticket.fileUrl).toBe(200);
    }

    const marks = (
      await call(t.app, 'getIaMarks', { ...body, bpid: 'cert-pv-2026', semester: 1 }, cookie)
    ).json();
    expect(
      marks.courses.map((course: { ttitle: string; marks: Array<{ windowOpen: boolean }> }) => [
        course.ttitle,
        course.marks.map((mark) => mark.windowOpen),
      ]),
    ).toEqual([
      ['Principles of Pharmacovigilance', [true, true]],
      ['Adverse Drug Reaction Reporting', [false, false]],
    ]);
  });

  it('give the empty learner nothing', async () => {
    const cookie = await signIn(t.app, empty.email, empty.password, oid);
    const body = { oid, eid: empty.email };
    expect((await call(t.app, 'getCertificates', body, cookie)).json().certificates).toEqual([]);
    expect((await call(t.app, 'getHallticket', body, cookie)).json().hallticketInfo).toEqual([]);
  });
});
