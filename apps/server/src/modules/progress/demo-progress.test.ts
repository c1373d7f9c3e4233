import type { UserTotalProgress } from '@aula/contract/progress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { importContent } from '../../content-sections.ts';
import { demoContentFolder } from '../../platform/paths.ts';

// The demo learner home the journeys and the README rely on: learner@aula.demo studies two programs
// with progress and last opened a pv101 video; empty@aula.demo has nothing.

const oid = 'AULADEMO';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await importContent(t.database.db, demoContentFolder, t);
});
afterAll(() => t.app.close());

async function homeOf(email: string, password: string): Promise<{ home: UserTotalProgress; cookie: string }> {
  const cookie = await signIn(t.app, email, password, oid);
  const response = await call(t.app, 'getUserTotalProgress', { oid, eid: email }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return { home: response.json(), cookie };
}

describe('the demo learner home', () => {
  it('shows the demo learner two programs with partial progress', async () => {
    const { home } = await homeOf('learner@aula.demo', 'Learn@2026');
    expect(home.bpdata.map(({ bpid, per }) => ({ bpid, per }))).toEqual([
      { bpid: 'cert-pv-2026', per: 26 },
      { bpid: 'dip-hcm-2026', per: 43 },
    ]);
    const pv = home.bpdata[0]?.tcourses ?? [];
    expect(pv.map(({ tid, per, selected }) => ({ tid, per, selected }))).toEqual([
      { tid: 'pv101', per: 42, selected: true },
      { tid: 'pv102', per: 14, selected: true },
      { tid: 'pv103', per: 0, selected: true },
      { tid: 'pv104', per: 0, selected: false },
    ]);
    expect(home.lastOpened).toMatchObject({ bcid: 'cert-pv-2026-pv101', objid: 'pv101-o6', otype: 'vimeo' });
  });

  it('shows the empty learner nothing', async () => {
    const { home } = await homeOf('empty@aula.demo', 'Empty@2026');
    expect(home).toEqual({ bpdata: [], progress: false, lastOpened: null });
  });

  it("keeps instructors' e-mail addresses off the program information", async () => {
    const { cookie } = await homeOf('learner@aula.demo', 'Learn@2026');
    const response = await call(t.app, 'getProgram', { oid, pid: 'cert-pv', bpid: 'cert-pv-2026' }, cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().pinstructors[0].value[0].name).toBe('Dr. Meera Raghavan');
    expect(response.body).not.toContain('@aula.demo');
  });
});
