import { rm } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type BundleFiles, changedBundle, writeBundle } from '../../../test/bundle-fixture.ts';
import { signIn } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { importContent } from '../../content-sections.ts';
import { batches } from '../../db/schema/programs.ts';
import { BundleError } from '../content/index.ts';

/*
 * An organisation whose university keeps Europe/London time (daylight saving in summer) gets every
 * university time in that zone: the server's time for tests, the tests' windows and results, and the
 * batch dates the import reads as London days. Re-importing it with another zone takes effect at once.
 */

let t: TestApp;
const oid = 'TESTORG';
const ada = { email: 'ada@example.test', password: 'Study#2468' };
const folders: string[] = [];

function bundle(timeZone: string | undefined): BundleFiles {
  return {
    ...changedBundle(['organisation.json', ['timeZone'], timeZone]),
    'accounts.json': {
      accounts: [{ email: ada.email, name: 'Ada', password: ada.password, confirmed: true }],
    },
    'enrolments.json': [{ eid: ada.email, bpid: 'pharmd-2026', enrolledOn: '2026-08-01' }],
    'assigned-tests.json': [
      {
        eid: ada.email,
        test_id: 'T-SUMMER',
        test_name: 'Summer exam',
        start_time: '2026-07-01T10:00:00+05:30',
        end_time: '2026-07-01T13:00:00+05:30',
        testStatus: 'Active',
        testTotalTime: 180,
      },
      {
        eid: ada.email,
        test_id: 'T-WINTER',
        test_name: 'Winter exam',
        start_time: '2026-12-01T10:00:00+05:30',
        end_time: '2026-12-01T13:00:00+05:30',
        testStatus: 'Active',
        testTotalTime: 180,
      },
    ],
    'test-results.json': [
      { eid: ada.email, test_id: 'T-SUMMER', score: 64, completedAt: '2026-07-01T12:00:00+05:30' },
    ],
  };
}

async function importWith(files: BundleFiles): Promise<void> {
  const folder = await writeBundle(files);
  folders.push(folder);
  await importContent(t.database.db, folder, t);
}

async function importFailure(timeZone: string): Promise<string> {
  const error = await importWith(bundle(timeZone)).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BundleError);
  return (error as BundleError).message;
}

async function storedBatch() {
  const [row] = await t.database.db
    .select({ startsAt: batches.startsAt, endsAt: batches.endsAt })
    .from(batches)
    .where(and(eq(batches.oid, oid), eq(batches.bpid, 'pharmd-2026')));
  return { startsAt: row?.startsAt.toISOString(), endsAt: row?.endsAt.toISOString() };
}

async function adaCookie(): Promise<string> {
  return signIn(t.app, ada.email, ada.password, oid);
}

beforeAll(async () => {
  t = await createTestApp();
  await importWith(bundle('Europe/London'));
});
afterAll(async () => {
  await t.app.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});
afterEach(() => t.clock.reset());

describe('an organisation in Europe/London', () => {
  it('names its time zone in the public organisation', async () => {
    const response = await call(t.app, 'getOrganisation', {});
    expect(response.json()).toMatchObject({ oid, timeZone: 'Europe/London' });
  });

  it("answers the server's time for tests in London time, summer and winter", async () => {
    t.clock.set(new Date('2026-07-01T12:00:00Z'));
    const summer = await call(t.app, 'indianTimeZone', { oid }, await adaCookie());
    expect(summer.json()).toEqual({ itime: '2026-07-01T13:00:00.000+01:00' });
    t.clock.set(new Date('2026-12-01T12:00:00Z'));
    const winter = await call(t.app, 'indianTimeZone', { oid }, await adaCookie());
    expect(winter.json()).toEqual({ itime: '2026-12-01T12:00:00.000+00:00' });
  });

  it("writes the tests' windows and results in London time", async () => {
    const cookie = await adaCookie();
    const assigned = await call(t.app, 'getAssignedTests', { oid, eid: ada.email }, cookie);
    const windows = assigned.json().assignedTests.map(({ test_id, start_time, end_time }: never) => ({
      test_id,
      start_time,
      end_time,
    }));
    expect(windows).toEqual([
      {
        test_id: 'T-WINTER',
        start_time: '2026-12-01T04:30:00.000+00:00',
        end_time: '2026-12-01T07:30:00.000+00:00',
      },
      {
        test_id: 'T-SUMMER',
        start_time: '2026-07-01T05:30:00.000+01:00',
        end_time: '2026-07-01T08:30:00.000+01:00',
      },
    ]);
    const results = await call(t.app, 'getTestResult', { oid, emailid: ada.email }, cookie);
    expect(results.json()).toEqual({
      result: { 'T-SUMMER': { score: 64, completedAt: '2026-07-01T07:30:00.000+01:00' } },
    });
  });

  it('imports batch dates as London days and answers them as the same days', async () => {
    expect(await storedBatch()).toEqual({
      startsAt: '2026-07-31T23:00:00.000Z',
      endsAt: '2032-07-31T22:59:59.999Z',
    });
    const cookie = await adaCookie();
    const home = await call(t.app, 'getUserTotalProgress', { oid, eid: ada.email }, cookie);
    expect(home.json().bpdata[0]).toMatchObject({ psd: '2026-08-01', ped: '2032-07-31' });
    const schedule = await call(t.app, 'getAcademicSchedule', { oid, bpid: 'pharmd-2026' }, cookie);
    expect(schedule.json()).toMatchObject({ psd: '2026-08-01', ped: '2032-07-31' });
  });
});

describe('changing the time zone', () => {
  it('takes effect as soon as the import commits, the batch dates moving to the new midnight', async () => {
    // Without a timeZone the bundle keeps the spec's Asia/Kolkata.
    await importWith(bundle(undefined));
    const organisation = await call(t.app, 'getOrganisation', {});
    expect(organisation.json().timeZone).toBe('Asia/Kolkata');
    t.clock.set(new Date('2026-07-01T12:00:00Z'));
    const time = await call(t.app, 'indianTimeZone', { oid }, await adaCookie());
    expect(time.json()).toEqual({ itime: '2026-07-01T17:30:00.000+05:30' });
    expect(await storedBatch()).toEqual({
      startsAt: '2026-07-31T18:30:00.000Z',
      endsAt: '2032-07-31T18:29:59.999Z',
    });
    await importWith(bundle('Europe/London'));
    const again = await call(t.app, 'indianTimeZone', { oid }, await adaCookie());
    expect(again.json()).toEqual({ itime: '2026-07-01T13:00:00.000+01:00' });
  });

  it('refuses a zone that is no IANA name, or that the time zone database does not know', async () => {
    expect(await importFailure('+05:30')).toContain(
      'organisation.json: timeZone: must be an IANA time zone name such as Asia/Kolkata',
    );
    expect(await importFailure('IST')).toContain(
      'organisation.json: timeZone: must be an IANA time zone name',
    );
    expect(await importFailure('Mars/Olympus_Mons')).toContain(
      'organisation.json: timeZone: is not a time zone of the time zone database',
    );
    const organisation = await call(t.app, 'getOrganisation', {});
    expect(organisation.json().timeZone).toBe('Europe/London');
  });
});
