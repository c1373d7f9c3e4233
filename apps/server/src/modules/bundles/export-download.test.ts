import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { auditLines, type StaffWithSession, staffSession } from '../../../test/staff-factories.ts';
import { call, createTestApp, createTestDatabase, type TestApp } from '../../../test/test-app.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { importContent } from '../../content-sections.ts';
import { createLocalFileStore } from '../../platform/local-file-store.ts';
import { demoContentFolder } from '../../platform/paths.ts';

const oid = 'AULADEMO';
let t: TestApp;
let admin: StaffWithSession;
let counsellor: StaffWithSession;
let instructor: StaffWithSession;
const scratch: string[] = [];

/** Every entry of a zip, by name. */
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

async function download(url: string, cookie: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie } });
}

beforeAll(async () => {
  t = await createTestApp();
  await importContent(t.database.db, demoContentFolder, t);
  const { db } = t.database;
  admin = await staffSession(db, [{ role: 'admin', scope: null }], { oid });
  counsellor = await staffSession(db, [{ role: 'counsellor', scope: null }], { oid });
  instructor = await staffSession(db, [{ role: 'instructor', scope: null }], { oid });
}, 120_000);

afterAll(async () => {
  await t.app.close();
  for (const folder of scratch) await rm(folder, { recursive: true, force: true });
});

describe('admins download the catalogue as a bundle zip', () => {
  it('refuses staff who are not admins (403), even organisation-wide ones', async () => {
    for (const member of [counsellor, instructor]) {
      const answer = await call(t.app, 'staff/exportBundle', { oid }, member.cookie);
      expect(answer.statusCode).toBe(403);
    }
  });

  it('gives the admin an audited address whose zip is a bundle the import reads', async () => {
    const answer = await call(t.app, 'staff/exportBundle', { oid }, admin.cookie);
    expect(answer.statusCode).toBe(200);
    const { url, filename } = answer.json() as { url: string; filename: string };
    expect(filename).toMatch(/^AULADEMO-bundle-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(url).toMatch(/^\/files\/bundle\/AULADEMO\?/);
    const [line] = await auditLines(t.database.db, { action: 'bundles.export' });
    expect(line).toMatchObject({ actorEid: admin.email, after: { scope: 'organisation' } });

    const zip = await download(url, admin.cookie);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
    const entries = await unzip(zip.rawPayload);
    expect(entries.has('organisation.json')).toBe(true);
    expect(entries.has('programs/cert-pv.json')).toBe(true);
    expect(entries.has('media/scorm/adr-reporting-check.zip')).toBe(true);
    expect(
      [...entries.keys()].filter((name) => /^(private\/|accounts|progress|enrolments)/.test(name)),
    ).toEqual([]);

    // Unpacked into a folder, it imports into a fresh database.
    const folder = await mkdtemp(join(tmpdir(), 'aula-bundle-zip-'));
    const filesFolder = await mkdtemp(join(tmpdir(), 'aula-bundle-zip-files-'));
    scratch.push(folder, filesFolder);
    for (const [name, content] of entries) {
      await mkdir(dirname(join(folder, name)), { recursive: true });
      await writeFile(join(folder, name), content);
    }
    const fresh = await createTestDatabase();
    try {
      const summary = await importContent(fresh.db, folder, {
        files: createLocalFileStore(filesFolder),
        clock: createTestClock(),
      });
      expect(summary).toMatchObject({ organisation: 1, programs: 7 });
    } finally {
      await fresh.close();
    }
  }, 120_000);

  it('exports one programme, and only to the session the address was made for', async () => {
    const answer = await call(t.app, 'staff/exportBundle', { oid, pid: 'cert-dh' }, admin.cookie);
    const { url } = answer.json() as { url: string };
    expect(url).toMatch(/^\/files\/bundle\/AULADEMO\/cert-dh\?/);
    const entries = await unzip((await download(url, admin.cookie)).rawPayload);
    expect([...entries.keys()].filter((name) => name.startsWith('programs/'))).toEqual([
      'programs/cert-dh.json',
    ]);
    expect((await download(url, counsellor.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('refuses a programme the organisation does not have', async () => {
    const answer = await call(t.app, 'staff/exportBundle', { oid, pid: 'no-such-programme' }, admin.cookie);
    expect([403, 404]).toContain(answer.statusCode);
  });
});
