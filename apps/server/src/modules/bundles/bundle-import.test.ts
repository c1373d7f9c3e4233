import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { describeOnPostgres, statementsWaitingForLock } from '../../../test/postgres-only.ts';
import { zipOf } from '../../../test/scorm-packages.ts';
import { auditLines, type StaffWithSession, staffSession } from '../../../test/staff-factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { importContent } from '../../content-sections.ts';
import { programs } from '../../db/schema/programs.ts';
import { demoContentFolder } from '../../platform/paths.ts';
import { lockCourseMedia } from '../course-files/index.ts';

// Issue 25 item 7 (ADR 0098): an admin uploads a bundle zip, reads what importing it would do, and
// imports it with the import's own function; nothing is written by a check or by a bundle with a problem.

const oid = 'AULADEMO';
let t: TestApp;
let admin: StaffWithSession;
let counsellor: StaffWithSession;
let instructor: StaffWithSession;
/** The entries of the cert-pv programme's bundle, as the admin downloads it. */
let exported: Map<string, Buffer>;

function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          buffer(stream).then((content) => {
            entries.set(entry.fileName, content);
            zip.readEntry();
          }, reject);
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Presigns and PUTs a zip as the admin's browser does; answers the stored name. */
async function upload(bytes: Buffer, who = admin, name = 'catalogue.zip'): Promise<string> {
  const presigned = await call(
    t.app,
    'staff/presignBundleImport',
    { oid, filename: name, filetype: 'application/zip', size: bytes.length },
    who.cookie,
  );
  expect(presigned.statusCode, presigned.body).toBe(200);
  const { url, filename } = presigned.json() as { url: string; filename: string };
  const put = await t.app.inject({
    method: 'PUT',
    url,
    payload: bytes,
    headers: { 'content-type': 'application/zip' },
  });
  expect(put.statusCode, put.body).toBe(200);
  return filename;
}

/** The programme bundle with some of its files replaced (or added). */
function bundleWith(changes: Record<string, unknown>): Promise<Buffer> {
  const files = Object.fromEntries([...exported].map(([name, content]) => [name, content]));
  for (const [name, value] of Object.entries(changes)) {
    files[name] = Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));
  }
  return zipOf(files);
}

const programJson = () =>
  JSON.parse(String(exported.get('programs/cert-pv.json'))) as Record<string, unknown>;

async function storedPname(): Promise<string> {
  const [row] = await t.database.db
    .select({ pname: programs.pname, details: programs.details })
    .from(programs)
    .where(and(eq(programs.oid, oid), eq(programs.pid, 'cert-pv')));
  if (!row) throw new Error('cert-pv is gone');
  return (row.details as { pname?: string }).pname ?? row.pname;
}

interface Report {
  ok: boolean;
  problems: { file: string; path: string; message: string }[];
  tables: { table: string; created: number; changed: number; unchanged: number; removed: number }[];
  media: number;
  notes: string[];
}

async function check(filename: string, who = admin): Promise<Report> {
  const answer = await call(t.app, 'staff/checkBundleImport', { oid, filename }, who.cookie);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as Report;
}

beforeAll(async () => {
  t = await createTestApp();
  await importContent(t.database.db, demoContentFolder, t);
  const { db } = t.database;
  admin = await staffSession(db, [{ role: 'admin', scope: null }], { oid });
  counsellor = await staffSession(db, [{ role: 'counsellor', scope: null }], { oid });
  instructor = await staffSession(db, [{ role: 'instructor', scope: null }], { oid });
  const asked = await call(t.app, 'staff/exportBundle', { oid, pid: 'cert-pv' }, admin.cookie);
  const { url } = asked.json() as { url: string };
  const zip = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
  exported = await unzip(zip.rawPayload);
}, 120_000);

afterAll(() => t.app.close());

describe('an admin imports a bundle zip from the browser', () => {
  it('is open to admins only: counsellors and instructors get a 403 at every step', async () => {
    const body = { oid, filename: 'catalogue.zip', filetype: 'application/zip', size: 100 };
    for (const member of [counsellor, instructor]) {
      expect((await call(t.app, 'staff/presignBundleImport', body, member.cookie)).statusCode).toBe(403);
      for (const name of ['staff/checkBundleImport', 'staff/importBundle']) {
        const answer = await call(t.app, name, { oid, filename: '1234-catalogue.zip' }, member.cookie);
        expect(answer.statusCode).toBe(403);
      }
    }
  });

  it('checks without writing, then imports what the check showed, audited', async () => {
    const before = await storedPname();
    const renamed = { ...programJson(), pname: 'Certificate in Drug Safety' };
    const filename = await upload(await bundleWith({ 'programs/cert-pv.json': renamed }));

    const report = await check(filename);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    // The other programmes are not in this bundle: they stay as they are.
    expect(report.tables.find((table) => table.table === 'programs')).toMatchObject({
      created: 0,
      changed: 1,
      removed: 0,
    });
    expect(report.tables.find((table) => table.table === 'courses')?.unchanged).toBeGreaterThan(0);
    expect(report.media).toBeGreaterThan(0);
    expect(await storedPname()).toBe(before);
    expect(await auditLines(t.database.db, { action: 'bundles.import' })).toEqual([]);

    const imported = await call(t.app, 'staff/importBundle', { oid, filename }, admin.cookie);
    expect(imported.statusCode, imported.body).toBe(200);
    expect((imported.json() as Report).ok).toBe(true);
    expect(await storedPname()).toBe('Certificate in Drug Safety');
    const [line] = await auditLines(t.database.db, { action: 'bundles.import' });
    expect(line).toMatchObject({ actorEid: admin.email, after: { zip: 'catalogue.zip' } });
    expect(JSON.stringify(line?.after)).toContain('"programs"');

    // The zip is spent: importing it again is refused.
    const again = await call(t.app, 'staff/importBundle', { oid, filename }, admin.cookie);
    expect(again.statusCode).toBe(409);
  }, 120_000);

  it('reports every problem by file and field, and writes nothing', async () => {
    const broken = { ...programJson(), pname: 'Never stored', sortOrder: 'first' };
    const filename = await upload(await bundleWith({ 'programs/cert-pv.json': broken }));
    const report = await check(filename);
    expect(report.ok).toBe(false);
    expect(report.tables).toEqual([]);
    expect(report.problems).toContainEqual(
      expect.objectContaining({ file: 'programs/cert-pv.json', path: 'sortOrder' }),
    );
    expect(await storedPname()).not.toBe('Never stored');
    // A bundle with a problem is not kept: it is mended and uploaded again.
    const imported = await call(t.app, 'staff/importBundle', { oid, filename }, admin.cookie);
    expect(imported.statusCode).toBe(409);
  }, 120_000);

  it('refuses a zip whose path leaves its folder, naming the zip', async () => {
    const zip = await zipOf({
      'organisation.json': exported.get('organisation.json') ?? '',
      'zz/evil.json': 'x',
    });
    const from = Buffer.from('zz/evil.json');
    for (let at = zip.indexOf(from); at !== -1; at = zip.indexOf(from, at + 1)) {
      Buffer.from('../evil.json').copy(zip, at);
    }
    const report = await check(await upload(zip, admin, 'escape.zip'));
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      expect.objectContaining({ file: 'escape.zip', message: expect.stringMatching(/evil\.json/) }),
    ]);
  });

  it('refuses a file that is not a zip by its bytes (400 on filename)', async () => {
    const filename = await upload(Buffer.from('{"oid":"AULADEMO"}'), admin, 'not-a-zip.zip');
    const answer = await call(t.app, 'staff/checkBundleImport', { oid, filename }, admin.cookie);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.fields.filename).toMatch(/zip/);
  });

  it('refuses a bundle of another organisation, naming organisation.json and oid', async () => {
    const organisation = JSON.parse(String(exported.get('organisation.json')));
    const filename = await upload(
      await bundleWith({ 'organisation.json': { ...organisation, oid: 'OTHERUNI' } }),
    );
    const report = await check(filename);
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      expect.objectContaining({
        file: 'organisation.json',
        path: 'oid',
        message: expect.stringMatching(/OTHERUNI/),
      }),
    ]);
  });

  it('leaves accounts and learners’ records to npm run content:import, and says so', async () => {
    const accounts = [
      { eid: 'intruder@example.org', password: 'Intrude@2026', given_name: 'In', family_name: 'Truder' },
    ];
    const report = await check(await upload(await bundleWith({ 'accounts.json': accounts })));
    expect(report.ok).toBe(true);
    expect(report.notes).toContainEqual(expect.stringMatching(/^accounts\.json: not imported/));
    expect(report.tables.find((table) => table.table === 'programs')?.created).toBe(0);
  }, 120_000);
});

describeOnPostgres(
  'a bundle imported while a course file is deleted',
  'a transaction held open beside the request',
  () => {
    it('waits for the course media a deletion holds, so the deletion never misses the courses it imports', async () => {
      const filename = await upload(await bundleWith({}));
      let settled = false;
      let imported: ReturnType<typeof call> | undefined;
      // A deletion's transaction, holding the organisation's course media while it checks the courses.
      await t.database.db.transaction(async (tx) => {
        await lockCourseMedia(tx, oid);
        imported = call(t.app, 'staff/importBundle', { oid, filename }, admin.cookie).finally(() => {
          settled = true;
        });
        await expect
          .poll(
            async () =>
              settled || (await statementsWaitingForLock(t.database.db, 'pg_advisory_xact_lock')) === 1,
          )
          .toBe(true);
        expect(settled).toBe(false);
      });
      const answer = await imported;
      expect(answer?.statusCode, answer?.body).toBe(200);
    }, 120_000);
  },
);
