import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedBundle, minimalBundle, writeBundle } from '../../../test/bundle-fixture.ts';
import { createLearner, signIn } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { importContent } from '../../content-sections.ts';
import { enrolments } from '../../db/schema/enrolments.ts';

let t: TestApp;
let folder: string;
const oid = 'TESTORG';

/** The fixture's program with instructors and the partner variant, plus an unpublished second program. */
function bundle() {
  const files = changedBundle(
    [
      'programs/pharmd.json',
      ['poverview'],
      '<p onclick="steal()">Overview</p><script>alert(1)</script><img src="x.png" onerror="alert(2)">',
    ],
    [
      'programs/pharmd.json',
      ['pinstructors'],
      [
        {
          title: 'Faculty',
          value: [
            {
              name: 'Dr. Meera Raghavan',
              designation: 'Professor',
              org: 'School of Pharmacy',
              pic: 'images/pharmd.svg',
              emailid: 'meera@private.example',
            },
          ],
        },
      ],
    ],
    [
      'programs/pharmd.json',
      ['admission'],
      { welcome: '<p>Welcome<script>x()</script></p>', instructionPdf: 'pdf/reading.pdf' },
    ],
  );
  const program = files['programs/pharmd.json'] as { batches: Array<Record<string, unknown>> };
  program.batches.push({ bpid: 'pharmd-2025', title: '2025', psd: '2025-08-01', ped: '2031-07-31' });
  const base = minimalBundle()['programs/pharmd.json'] as Record<string, unknown>;
  files['programs/hidden.json'] = {
    ...base,
    pid: 'hidden',
    pname: 'Withdrawn program',
    ptitle: 'Withdrawn program',
    published: false,
    pcurriculum: [{ tid: 'hd101', tlabel: 'Year 1', tduration: 4, ttitle: 'Only course', tunits: [] }],
    batches: [{ bpid: 'hidden-2026', title: '2026', psd: '2026-01-01', ped: '2026-12-31', current: true }],
  };
  return files;
}

beforeAll(async () => {
  t = await createTestApp();
  folder = await writeBundle(bundle());
  await importContent(t.database.db, folder, t);
});

afterAll(async () => {
  await t.app.close();
  await rm(folder, { recursive: true, force: true });
});

describe('getProgramDetail', () => {
  it("answers a published program's public details with its current batch, signed out", async () => {
    const response = await call(t.app, 'getProgramDetail', { oid, pid: 'pharmd' });
    expect(response.statusCode).toBe(200);
    const program = response.json();
    expect(program).toMatchObject({
      pid: 'pharmd',
      bpid: 'pharmd-2026',
      pname: 'Doctor of Pharmacy',
      pimage: 'images/pharmd.svg',
      pinfo: { duration: '6 years', format: 'Blended', credits: 240 },
      pfeatures: '<ul><li>Feature</li></ul>',
      admission: { instructionPdf: 'pdf/reading.pdf' },
      pfaq: [],
    });
    expect(program.pcurriculum.map((topic: { tid: string }) => topic.tid)).toEqual([
      'pd101',
      'pd102',
      'pd103',
    ]);
    expect(program.pinstructors).toEqual([
      {
        title: 'Faculty',
        value: [
          {
            name: 'Dr. Meera Raghavan',
            designation: 'Professor',
            org: 'School of Pharmacy',
            pic: 'images/pharmd.svg',
          },
        ],
      },
    ]);
  });

  it("keeps instructors' e-mail addresses on the server", async () => {
    const response = await call(t.app, 'getProgramDetail', { oid, pid: 'pharmd' });
    expect(response.body).not.toContain('meera@private.example');
  });

  it('serves its HTML sanitised: no scripts, no event handlers', async () => {
    const program = (await call(t.app, 'getProgramDetail', { oid, pid: 'pharmd' })).json();
    expect(program.poverview).toBe('<p>Overview</p><img src="x.png" />');
    expect(program.admission.welcome).toBe('<p>Welcome</p>');
  });

  it('answers about another batch of the program when asked', async () => {
    const response = await call(t.app, 'getProgramDetail', { oid, pid: 'pharmd', bpid: 'pharmd-2025' });
    expect(response.statusCode).toBe(200);
    expect(response.json().bpid).toBe('pharmd-2025');
  });

  it("answers 404 naming bpid for a batch that is not the program's", async () => {
    const response = await call(t.app, 'getProgramDetail', { oid, pid: 'pharmd', bpid: 'hidden-2026' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.fields).toEqual({ bpid: 'not a batch of this program' });
  });

  it('answers 404 naming pid for an unknown program', async () => {
    const response = await call(t.app, 'getProgramDetail', { oid, pid: 'nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ code: 'NOT_FOUND', fields: { pid: 'unknown program' } });
  });

  it('answers an unpublished program with the same 404 as an unknown one', async () => {
    const unknown = await call(t.app, 'getProgramDetail', { oid, pid: 'nope' });
    const hidden = await call(t.app, 'getProgramDetail', { oid, pid: 'hidden' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(unknown.json());
  });

  it('shows an unpublished program to a learner enrolled in it, and only to them', async () => {
    const { db } = t.database;
    const enrolled = await createLearner(db, { oid });
    const other = await createLearner(db, { oid });
    await db
      .insert(enrolments)
      .values({ oid, eid: enrolled.user.eid, bpid: 'hidden-2026', pid: 'hidden', enrolledOn: '2026-01-01' });
    const mine = await call(
      t.app,
      'getProgramDetail',
      { oid, pid: 'hidden' },
      await signIn(t.app, enrolled.email, enrolled.password, oid),
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ pid: 'hidden', bpid: 'hidden-2026' });
    const theirs = await call(
      t.app,
      'getProgramDetail',
      { oid, pid: 'hidden' },
      await signIn(t.app, other.email, other.password, oid),
    );
    expect(theirs.statusCode).toBe(404);
  });

  it('answers 403 naming oid for an organisation the portal does not serve', async () => {
    const response = await call(t.app, 'getProgramDetail', { oid: 'NOPE', pid: 'pharmd' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.fields).toEqual({ oid: 'not the organisation of this portal' });
  });

  it('names the field when the body is wrong', async () => {
    const response = await call(t.app, 'getProgramDetail', { oid, pid: '../etc' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['pid']);
  });
});
