import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { scormPackageLimits } from '@aula/contract/scorm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  escapingZip,
  folderFiles,
  manifest12,
  package12,
  package2004,
  page,
  zipOf,
  zipOfFolder,
} from '../../../test/scorm-packages.ts';
import { createLocalFileStore } from '../../platform/local-file-store.ts';
import { ScormPackageError } from './scorm-package-error.ts';
import { type ScormPackageLimits, unpackScormPackage } from './unpack-package.ts';

let folder: string;
let storeRoot: string;
const store = () => createLocalFileStore(storeRoot);

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'aula-scorm-zip-'));
  storeRoot = await mkdtemp(join(tmpdir(), 'aula-scorm-store-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
  await rm(storeRoot, { recursive: true, force: true });
});

async function unpack(zip: Buffer, limits?: ScormPackageLimits) {
  const path = join(folder, 'package.zip');
  await writeFile(path, zip);
  return unpackScormPackage(store(), path, 'orgs/ORG/media/scorm/pkg', limits);
}

async function refusal(zip: Buffer, limits?: ScormPackageLimits): Promise<string> {
  const error = await unpack(zip, limits).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ScormPackageError);
  return (error as Error).message;
}

/** The names of the stored files (the local store keeps each file's content type in a `.json` beside it). */
async function storedFiles(): Promise<string[]> {
  const names = await readdir(storeRoot, { recursive: true, withFileTypes: true });
  return names
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.') && !entry.name.endsWith('.json'))
    .map((entry) => entry.name);
}

describe('unpackScormPackage', () => {
  it('reads a SCORM 1.2 manifest: version, title, SCOs in order with parameters and mastery score', async () => {
    const manifest = await unpack(await package12());
    expect(manifest).toEqual({
      version: '1.2',
      title: 'Signal detection',
      scos: [
        expect.objectContaining({
          identifier: 'ITEM-1',
          title: 'Lesson',
          href: 'index.html?start=1',
          masteryScore: 80,
        }),
        expect.objectContaining({
          identifier: 'ITEM-2',
          title: 'Summary',
          href: 'summary.html',
          masteryScore: null,
        }),
      ],
      toc: [expect.objectContaining({ identifier: 'FOLDER', sco: false })],
      controlMode: { flow: true, choice: true },
      rollupRules: [],
      findings: [],
    });
  });

  it('reads a SCORM 2004 manifest: the primary objective’s minNormalizedMeasure is the mastery score', async () => {
    const manifest = await unpack(await package2004());
    expect(manifest.version).toBe('2004');
    expect(manifest.scos).toEqual([
      expect.objectContaining({
        identifier: 'ITEM-1',
        title: 'Assessment',
        href: 'content/start.html',
        masteryScore: 70,
        objectives: [{ id: 'PRIMARY', primary: true }],
      }),
    ]);
  });

  it('stores every file as the zip holds it: no page of the package is rewritten (ADR 0086)', async () => {
    const manifest = await unpack(await zipOfFolder('authoring-tool-12'));
    expect(manifest.scos).toMatchObject([
      {
        identifier: 'medsafety_sco',
        title: 'Medication safety check',
        href: 'index_lms.html',
        masteryScore: 50,
      },
    ]);
    const files = store();
    for (const [name, bytes] of Object.entries(await folderFiles('authoring-tool-12'))) {
      const stored = await files.get(`orgs/ORG/media/scorm/pkg/${name}`);
      expect(stored, name).toBeDefined();
      const body = stored ? await buffer(stored.body) : Buffer.alloc(0);
      expect(body.equals(bytes), name).toBe(true);
    }
    const page = await files.get('orgs/ORG/media/scorm/pkg/index_lms.html');
    expect(page?.contentType).toBe('text/html; charset=utf-8');
  });

  it('refuses a file that escapes the package folder, writing nothing', async () => {
    expect(await refusal(await escapingZip('evil.html'))).toMatch(
      /^is not a safe zip: invalid relative path/,
    );
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a symbolic link', async () => {
    const zip = await zipOf({
      'imsmanifest.xml': manifest12(),
      'index.html': page('Start'),
      'secrets.txt': { content: '/etc/passwd', mode: 0o120777 },
    });
    expect(await refusal(zip)).toBe('holds a symbolic link (secrets.txt), which is refused');
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a package without imsmanifest.xml at its root', async () => {
    const zip = await zipOf({ 'course/imsmanifest.xml': manifest12(), 'index.html': page('Start') });
    expect(await refusal(zip)).toBe('has no imsmanifest.xml at its root');
  });

  it('names what is wrong with a manifest', async () => {
    const cases: Array<[string, RegExp]> = [
      ['<manifest><metadata>', /^imsmanifest\.xml is not valid XML: .+ \(line \d+\)$/],
      ['<manifest><organizations/></manifest>', /^imsmanifest\.xml does not say its SCORM version/],
      [
        manifest12().replace(/adlcp:scormtype="sco"/g, 'adlcp:scormtype="asset"'),
        /^imsmanifest\.xml names no SCO/,
      ],
    ];
    for (const [xml, message] of cases) {
      expect(await refusal(await zipOf({ 'imsmanifest.xml': xml, 'index.html': page('x') }))).toMatch(
        message,
      );
    }
  });

  it('refuses a manifest whose launch page the package lacks', async () => {
    const zip = await zipOf({ 'imsmanifest.xml': manifest12(), 'summary.html': page('Summary') });
    expect(await refusal(zip)).toBe('lacks index.html, the launch page its manifest names');
  });

  it('keeps to the limits on files, unpacked size and zip size', async () => {
    const zip = await package12();
    const limits = { ...scormPackageLimits };
    expect(await refusal(zip, { ...limits, files: 3 })).toBe('holds 4 files; a package may hold at most 3');
    expect(await refusal(zip, { ...limits, unpackedBytes: 100 })).toMatch(
      /^unpacks to \d+ bytes; a package may unpack to at most 100$/,
    );
    expect(await refusal(zip, { ...limits, zipBytes: 100 })).toMatch(
      /^is \d+ bytes; a package may be at most 100$/,
    );
    expect(await storedFiles()).toEqual([]);
  });

  it('skips what zip tools add beside the content', async () => {
    const zip = await zipOf({
      'imsmanifest.xml': manifest12(),
      'index.html': page('Start'),
      'summary.html': page('Summary'),
      '__MACOSX/._index.html': 'x',
      '.DS_Store': 'x',
    });
    await unpack(zip);
    expect((await storedFiles()).sort()).toEqual(['imsmanifest.xml', 'index.html', 'summary.html']);
  });

  it('refuses a file that is not a zip', async () => {
    const path = join(folder, 'not.zip');
    await writeFile(path, 'plain text');
    await expect(unpackScormPackage(store(), path, 'orgs/ORG/media/x')).rejects.toThrow(
      /^is not a zip that can be read/,
    );
    expect(await readFile(path, 'utf8')).toBe('plain text');
  });
});
