// Builds the demo bundle's SCORM packages (content/demo/media/scorm/*.zip) from their sources in
// scripts/demo-media/scorm: SCORM 1.2 and SCORM 2004 packages of one SCO and of three, sharing one
// multi-page SCO script, and signal-review, laid out as an authoring tool exports (inline scripts and
// handlers, ADL's API wrapper, manifest objectives, a scaled passing score and rollup rules).
// The zips are what an authoring tool exports; the content import unpacks them. Same sources, same bytes:
//   node scripts/build-scorm-packages.mjs
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { finished } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import yazl from 'yazl';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sources = join(root, 'scripts', 'demo-media', 'scorm');
const target = join(root, 'content', 'demo', 'media', 'scorm');

/** Each package: its zip's name and, for each file in it, the source it is made from. */
const packages = [
  {
    name: 'adr-reporting-check',
    files: {
      'imsmanifest.xml': 'adr-reporting-check/imsmanifest.xml',
      'index.html': 'adr-reporting-check/index.html',
      'sco.js': 'shared/sco.js',
      'sco.css': 'shared/sco.css',
    },
  },
  {
    name: 'causality-assessment',
    files: {
      'imsmanifest.xml': 'causality-assessment/imsmanifest.xml',
      'content/index.html': 'causality-assessment/index.html',
      'content/sco.js': 'shared/sco.js',
      'content/sco.css': 'shared/sco.css',
    },
  },
  {
    name: 'reporting-duties',
    files: {
      'imsmanifest.xml': 'reporting-duties/imsmanifest.xml',
      'who.html': 'reporting-duties/who.html',
      'what.html': 'reporting-duties/what.html',
      'check.html': 'reporting-duties/check.html',
      'shared/sco.js': 'shared/sco.js',
      'shared/sco.css': 'shared/sco.css',
    },
  },
  {
    name: 'national-centres',
    files: {
      'imsmanifest.xml': 'national-centres/imsmanifest.xml',
      'sco/receiving.html': 'national-centres/receiving.html',
      'sco/assessing.html': 'national-centres/assessing.html',
      'sco/check.html': 'national-centres/check.html',
      'sco/sco.js': 'shared/sco.js',
      'sco/sco.css': 'shared/sco.css',
    },
  },
  {
    name: 'signal-review',
    files: {
      'imsmanifest.xml': 'signal-review/imsmanifest.xml',
      'read/index.html': 'signal-review/read/index.html',
      'check/index.html': 'signal-review/check/index.html',
      'wrap/index.html': 'signal-review/wrap/index.html',
      'scormdriver/APIWrapper.js': 'signal-review/scormdriver/APIWrapper.js',
      'scormdriver/course.css': 'signal-review/scormdriver/course.css',
    },
  },
];

// A fixed date and mode, so that rebuilding unchanged sources gives the same bytes.
const entryOptions = { mtime: new Date('2026-11-01T00:00:00Z'), mode: 0o100644 };

mkdirSync(target, { recursive: true });
for (const { name, files } of packages) {
  const zip = new yazl.ZipFile();
  for (const [path, source] of Object.entries(files)) {
    zip.addBuffer(readFileSync(join(sources, source)), path, entryOptions);
  }
  zip.end();
  await finished(zip.outputStream.pipe(createWriteStream(join(target, `${name}.zip`))));
  console.log(`content/demo/media/scorm/${name}.zip`);
}
