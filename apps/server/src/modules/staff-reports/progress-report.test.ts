import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bcid2026, bcid2027, createSwitchesApp, fixtureOid } from '../../../test/batch-switches-fixture.ts';
import { staffSession } from '../../../test/staff-factories.ts';

// The progress report (ADR 0085) on the switches fixture: pd101 runs in pharmd-2026 (Alice: pd101-o1
// of 4 countable objects, 25 %; Bob: complete) and pharmd-2027 (Carol: nothing yet); pd102, an
// elective of 2026, only Alice chose (pd102-o1 complete); pd103 has no content and nobody completes it.

let t: Awaited<ReturnType<typeof createSwitchesApp>>;
let admin: string;
let pd101Teacher: string;

beforeAll(async () => {
  t = await createSwitchesApp();
  const { db } = t.database;
  admin = (await staffSession(db, [{ role: 'admin', scope: null }], { oid: fixtureOid })).cookie;
  pd101Teacher = (await staffSession(db, [{ role: 'instructor', scope: 'pd101' }], { oid: fixtureOid }))
    .cookie;
});
afterAll(() => t.app.close());

async function report(body: Record<string, unknown>, cookie = admin) {
  const response = await t.call('staff/getProgressReport', body, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('staff/getProgressReport', () => {
  it('counts the courses of a batch: enrolled, started, completed, percent and median progress', async () => {
    const batch = await report({ bpid: 'pharmd-2026' });
    expect(batch.level).toBe('course');
    expect(batch.batch).toBe('2026');
    const byKey = Object.fromEntries(batch.rows.map((row: { key: string }) => [row.key, row]));
    expect(byKey[bcid2026]).toMatchObject({
      enrolled: 2,
      started: 2,
      completed: 1,
      percent: 50,
      // Alice 25 %, Bob 100 %.
      medianProgress: 62.5,
    });
    expect(byKey['pharmd-2026-pd102']).toMatchObject({ enrolled: 1, started: 1, completed: 0, percent: 0 });
  });

  it('drills down from programmes to batches, counting learners, not courses', async () => {
    const programmes = await report({});
    expect(programmes.level).toBe('programme');
    const pharmd = programmes.rows.find((row: { key: string }) => row.key === 'pharmd');
    // Alice, Bob and Carol; nobody completed every course they study.
    expect(pharmd).toMatchObject({ enrolled: 3, started: 2, completed: 0, percent: 0 });
    const batches = await report({ pid: 'pharmd' });
    expect(batches.level).toBe('batch');
    expect(batches.rows.map((row: { key: string; enrolled: number }) => [row.key, row.enrolled])).toEqual([
      ['pharmd-2026', 2],
      ['pharmd-2027', 1],
    ]);
  });

  it('keeps learners enrolled between the dates only', async () => {
    const later = await report({ bpid: 'pharmd-2026', from: '2026-09-01' });
    expect(later.rows.every((row: { enrolled: number }) => row.enrolled === 0)).toBe(true);
    const refused = await t.call('staff/getProgressReport', { from: '2026-09-02', to: '2026-09-01' }, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('The end date must not be before the start date.');
  });

  it("shows an instructor their courses only, and refuses another course's report", async () => {
    const programmes = await report({ pid: 'pharmd' }, pd101Teacher);
    // Only pd101: two learners in 2026 (Bob completed it), one in 2027.
    expect(
      programmes.rows.map((row: { key: string; enrolled: number; completed: number }) => [
        row.key,
        row.enrolled,
        row.completed,
      ]),
    ).toEqual([
      ['pharmd-2026', 2, 1],
      ['pharmd-2027', 1, 0],
    ]);
    const other = await t.call('staff/getProgressReport', { bcid: 'pharmd-2026-pd102' }, pd101Teacher);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('enrolled');
    const own = await report({ bcid: bcid2027 }, pd101Teacher);
    expect(own.rows).toHaveLength(1);
  });

  it('exports exactly the rows shown as CSV, names safe from spreadsheet formulas', async () => {
    await t.database.db.execute(
      "update batches set title = '=HYPERLINK(\"x\")' where oid = 'TESTORG' and bpid = 'pharmd-2027'",
    );
    const shown = await report({ pid: 'pharmd' }, pd101Teacher);
    const response = await t.call('staff/exportProgressReport', { pid: 'pharmd' }, pd101Teacher);
    expect(response.statusCode, response.body).toBe(200);
    const { csv, filename } = response.json();
    expect(filename).toMatch(/^progress-report-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Batch,Enrolled,Started,Completed,Completed (%),Median progress (%)');
    expect(lines).toHaveLength(shown.rows.length + 1);
    expect(lines[1]).toBe('2026,2,2,1,50,62.5');
    expect(lines[2]).toBe('"\'=HYPERLINK(""x"")",1,0,0,0,0');
  });
});
