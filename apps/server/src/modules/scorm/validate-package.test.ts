import { describe, expect, it } from 'vitest';
import {
  declareSize,
  escapingZip,
  manifest12,
  manifest2004Declared,
  package2004Declared,
  page,
  zipOf,
} from '../../../test/scorm-packages.ts';
import { validatePackage } from './validate-package.ts';

const errors = async (zip: Buffer) =>
  (await validatePackage(zip)).findings.filter((finding) => finding.severity === 'error');

describe('validatePackage', () => {
  it('reports the version, the SCOs and what the manifest declares that Aula honours', async () => {
    const report = await validatePackage(await package2004Declared());
    expect(report.version).toBe('2004');
    expect(report.scos).toEqual([
      { id: 'SCO-READ', title: 'Read', href: 'read.html' },
      { id: 'SCO-CHECK', title: 'Check', href: 'check.html' },
      { id: 'SCO-WRAP', title: 'Wrap up', href: 'wrap.html' },
    ]);
    expect(report.findings.filter((f) => f.severity !== 'info')).toEqual([]);
    expect(report.findings.map((f) => f.code)).toEqual([
      'rollup-rules',
      'completion-threshold',
      'data-from-lms',
      'time-limit',
      'objectives',
      'mastery-score',
      'completion-threshold',
    ]);
    expect(report.findings.find((f) => f.code === 'rollup-rules')?.message).toBe(
      "The organisation's rollup rules decide when the package is complete: completed when all SCOs are completed; satisfied when any SCO is satisfied.",
    );
    expect(report.findings.find((f) => f.code === 'objectives')?.message).toBe(
      'SCO "SCO-CHECK" declares the objectives check-passed, signal-named: loaded into cmi.objectives at launch.',
    );
  });

  it('warns of the sequencing it will not run', async () => {
    const extra = '<imsss:randomizationControls reorderChildren="true"/>';
    const report = await validatePackage(await package2004Declared({ extra }));
    expect(report.findings.filter((f) => f.severity === 'warning')).toEqual([
      {
        severity: 'warning',
        code: 'sequencing-unsupported',
        message:
          'Item "SCO-CHECK" declares randomisation or selection (imsss:randomizationControls), which Aula does not run.',
        file: 'imsmanifest.xml',
      },
    ]);
  });

  it("warns of a 1.2 item's prerequisites, which Aula does not enforce", async () => {
    const manifest = manifest12().replace(
      '<title>Summary</title>',
      '<title>Summary</title><adlcp:prerequisites type="aicc_script">ITEM-1</adlcp:prerequisites>',
    );
    const zip = await zipOf({
      'imsmanifest.xml': manifest,
      'index.html': page('Lesson'),
      'summary.html': page('Summary'),
      'sco.js': '',
    });
    const report = await validatePackage(zip);
    expect(report.version).toBe('1.2');
    expect(report.findings.filter((f) => f.severity === 'warning')).toEqual([
      {
        severity: 'warning',
        code: 'sequencing-unsupported',
        message:
          'Item "ITEM-2" declares prerequisites (adlcp:prerequisites "ITEM-1"), which Aula does not enforce: a learner may open it before them.',
        file: 'imsmanifest.xml',
      },
    ]);
  });

  it('refuses a launch page the package does not hold, naming the SCO and the file', async () => {
    const zip = await zipOf({ 'imsmanifest.xml': manifest2004Declared(), 'read.html': page('Read') });
    expect(await errors(zip)).toEqual([
      {
        severity: 'error',
        code: 'launch-file-missing',
        message: 'SCO "SCO-CHECK" launches check.html, which the package does not hold.',
        file: 'check.html',
      },
      {
        severity: 'error',
        code: 'launch-file-missing',
        message: 'SCO "SCO-WRAP" launches wrap.html, which the package does not hold.',
        file: 'wrap.html',
      },
    ]);
  });

  it('refuses a package without a manifest, with a manifest that is not XML, or escaping its folder', async () => {
    const report = await validatePackage(await zipOf({ 'index.html': page('Start') }));
    expect(report).toEqual({
      version: null,
      scos: [],
      findings: [
        {
          severity: 'error',
          code: 'manifest-missing',
          message: 'The package has no imsmanifest.xml at its root: it is not a SCORM package.',
        },
      ],
    });
    expect(await errors(await zipOf({ 'imsmanifest.xml': '<manifest><oops></manifest>' }))).toEqual([
      expect.objectContaining({ code: 'manifest-invalid', file: 'imsmanifest.xml' }),
    ]);
    expect(await errors(await escapingZip('evil.html'))).toEqual([
      {
        severity: 'error',
        code: 'path-escape',
        message: 'The package is not a safe zip: invalid relative path: ../evil.html.',
      },
    ]);
    expect(await errors(Buffer.from('not a zip'))).toEqual([
      expect.objectContaining({ code: 'zip-unreadable' }),
    ]);
  });

  it('refuses a manifest that unpacks to more than a manifest may, before reading it', async () => {
    const spaces = ' '.repeat(17 * 1024 * 1024);
    const large = await zipOf({ 'imsmanifest.xml': manifest12().replace('<manifest', `${spaces}<manifest`) });
    expect(await errors(large)).toEqual([
      {
        severity: 'error',
        code: 'manifest-invalid',
        file: 'imsmanifest.xml',
        message: `The package's imsmanifest.xml unpacks to ${manifest12().length + spaces.length} bytes; a manifest may unpack to at most 16777216.`,
      },
    ]);
    // The same manifest declared as 1,000 bytes: reading stops past them.
    expect(await errors(declareSize(large, 'imsmanifest.xml', 1000))).toEqual([
      expect.objectContaining({ code: 'manifest-invalid', file: 'imsmanifest.xml' }),
    ]);
  });
});
