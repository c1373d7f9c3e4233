import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/*
 * A small valid bundle for tests of the importer: tests change one thing in it and check what the
 * import says. Not used by the product.
 */

export type BundleFiles = Record<string, unknown>;

export function minimalBundle(): BundleFiles {
  return {
    'organisation.json': {
      oid: 'TESTORG',
      name: 'Test University',
      shortName: 'TU',
      logo: 'logo.svg',
      aboutHtml: '<p>About</p>',
      onlineLearningHtml: '<p>Online</p>',
      contactHtml: '<p>Contact</p>',
      poweredBy: 'Aula',
    },
    'programs/pharmd.json': {
      pid: 'pharmd',
      category: 'DoctorofPharmacy',
      pname: 'Doctor of Pharmacy',
      ptitle: 'Doctor of Pharmacy',
      pimage: 'images/pharmd.svg',
      pinfo: { duration: '6 years', format: 'Blended', credits: 240 },
      poverview: '<p>Overview</p>',
      pfeatures: '<ul><li>Feature</li></ul>',
      poutcomes: '<p>Outcomes</p>',
      pcurriculum: [
        { tid: 'pd101', tlabel: 'Year 1', tduration: 24, ttitle: 'Pharmaceutics', tunits: ['Dosage forms'] },
        { tid: 'pd102', tlabel: 'Year 1', tduration: 24, ttitle: 'Anatomy', tunits: ['Cells'] },
        { tid: 'pd103', tlabel: 'Year 1', tduration: 24, ttitle: 'Biochemistry', tunits: ['Enzymes'] },
      ],
      batches: [
        {
          bpid: 'pharmd-2026',
          title: '2026',
          psd: '2026-08-01',
          ped: '2032-07-31',
          current: true,
          courses: [{ tid: 'pd101', bcid: 'pharmd-2026-pd101' }],
        },
      ],
    },
    'quizzes/pd101-quiz.json': {
      quizid: 'pd101-quiz',
      qtype: 2,
      cutoff: 50,
      qitems: [
        {
          istem: '<p>2 + 2?</p>',
          atype: 1,
          iopts: [
            { content: '4', correct: true },
            { content: '5', correct: false },
          ],
        },
      ],
    },
    'courses/pd101.json': {
      tid: 'pd101',
      pid: 'pharmd',
      ttitle: 'Pharmaceutics',
      tduration: 24,
      tdescription: '<p>Dosage forms</p>',
      nuggets: [
        {
          nid: 'pd101-n1',
          unit: 'Unit 1',
          ntitle: 'Dosage forms',
          nduration: 30,
          objects: [
            { oid: 'pd101-o1', otype: 'pdf', otitle: 'Reading', ourl: 'pdf/reading.pdf' },
            { oid: 'pd101-quiz', otype: 'quiz', otitle: 'Quiz' },
          ],
        },
      ],
    },
    'events.json': [{ evid: 'ev1', bpid: 'pharmd-2026', title: 'Orientation', start: '2026-12-01' }],
    'media/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'media/images/pharmd.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'media/pdf/reading.pdf': '%PDF-1.4\n%%EOF\n',
  };
}

/** Writes `files` (JSON values, or text or bytes for media) into a new temporary folder and answers its path. */
export async function writeBundle(files: BundleFiles): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'aula-bundle-'));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(folder, path)), { recursive: true });
    const data =
      typeof content === 'string' || content instanceof Uint8Array
        ? content
        : JSON.stringify(content, null, 2);
    await writeFile(join(folder, path), data);
  }
  return folder;
}

type Change = [file: string, path: ReadonlyArray<string | number>, value: unknown];

/** The minimal bundle with each change made: `value` set at `path` in `file`, or the field removed when undefined. */
export function changedBundle(...changes: Change[]): BundleFiles {
  const bundle = structuredClone(minimalBundle());
  for (const [file, path, value] of changes) {
    let target = bundle[file] as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
    const last = path.at(-1);
    if (last === undefined) throw new Error('a change needs a field path');
    if (value === undefined) delete target[last];
    else target[last] = value;
  }
  return bundle;
}
