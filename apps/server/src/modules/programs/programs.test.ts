import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { organisations } from '../../db/schema/organisations.ts';
import { batches, programs } from '../../db/schema/programs.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const profile = {
    name: 'Test University',
    shortName: 'TU',
    logo: 'logo.svg',
    aboutHtml: '',
    onlineLearningHtml: '',
    contactHtml: '',
    poweredBy: 'Aula',
  };
  await db.insert(organisations).values([
    { oid: 'ORG1', profile },
    { oid: 'ORG2', profile },
  ]);
  await db.insert(programs).values([
    { oid: 'ORG1', pid: 'P1', category: 'diploma', pname: 'Diploma in <b>Care</b>' },
    { oid: 'ORG1', pid: 'P2', category: 'graduate', pname: 'MBA', published: false },
    { oid: 'ORG1', pid: 'P3', category: 'certificate', pname: 'No batch yet' },
    { oid: 'ORG2', pid: 'P9', category: 'diploma', pname: 'Other org' },
  ]);
  const dates = { startsAt: new Date('2026-01-01'), endsAt: new Date('2026-12-31') };
  await db.insert(batches).values([
    { oid: 'ORG1', bpid: 'B1', pid: 'P1', title: '2026', current: true, ...dates },
    { oid: 'ORG1', bpid: 'B0', pid: 'P1', title: '2025', current: false, ...dates },
    { oid: 'ORG1', bpid: 'B2', pid: 'P2', title: '2026', current: true, ...dates },
    { oid: 'ORG2', bpid: 'B9', pid: 'P9', title: '2026', current: true, ...dates },
  ]);
});

afterAll(() => t.app.close());

describe('getAllProgramList', () => {
  it("lists the organisation's published programs with their current batch, by category", async () => {
    const response = await call(t.app, 'getAllProgramList', { oid: 'ORG1' });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.diploma).toEqual([{ pid: 'P1', bpid: 'B1', pname: 'Diploma in <b>Care</b>' }]);
    expect(list.graduate).toEqual([]);
    expect(list.certificate).toEqual([]);
    expect(Object.keys(list).sort()).toEqual(
      ['DoctorofPharmacy', 'certificate', 'diploma', 'graduate', 'pgdiploma', 'undergraduate'].sort(),
    );
  });

  it('answers 403 for an organisation the portal does not serve', async () => {
    const response = await call(t.app, 'getAllProgramList', { oid: 'NOPE' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.fields).toEqual({ oid: 'not the organisation of this portal' });
  });

  it('names the field when the body is wrong', async () => {
    const response = await call(t.app, 'getAllProgramList', { oid: 42 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.json().error.fields)).toEqual(['oid']);
  });
});
