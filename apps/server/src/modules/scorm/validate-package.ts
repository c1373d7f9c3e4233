import type { PackageFinding, PackageFindingCode, PackageReport } from '@aula/contract/package-report';
import type { ScormSco } from '../../db/schema/scorm.ts';
import { isValidKey } from '../../platform/file-key.ts';
import { manifestFile, zipPackageFiles } from './package-files.ts';
import { readManifest, type ScormManifest } from './read-manifest.ts';
import { ScormPackageError } from './scorm-package-error.ts';

const error = (code: PackageFindingCode, message: string, file?: string): PackageFinding => ({
  severity: 'error',
  code,
  message,
  ...(file ? { file } : {}),
});
const info = (code: PackageFindingCode, message: string): PackageFinding => ({
  severity: 'info',
  code,
  message,
  file: manifestFile,
});

/** What the SCO's item declares that Aula hands to its runtime and reads its status by (ADR 0087). */
function honoured(sco: ScormSco): PackageFinding[] {
  const name = `SCO "${sco.identifier}"`;
  const found: PackageFinding[] = [];
  if (sco.objectives?.length) {
    const ids = sco.objectives.map((objective) => objective.id).join(', ');
    found.push(
      info('objectives', `${name} declares the objectives ${ids}: loaded into cmi.objectives at launch.`),
    );
  }
  if (sco.masteryScore !== null) {
    found.push(
      info(
        'mastery-score',
        `${name} has a mastery score of ${sco.masteryScore}%: its score decides passed or failed.`,
      ),
    );
  }
  if (sco.completionThreshold != null) {
    found.push(
      info(
        'completion-threshold',
        `${name} has a completion threshold of ${sco.completionThreshold}: its progress measure decides completed or incomplete.`,
      ),
    );
  }
  if (sco.dataFromLms)
    found.push(info('data-from-lms', `${name} declares data from the LMS: given as cmi.launch_data.`));
  if (sco.maxTimeAllowed) {
    const action = sco.timeLimitAction ? ` (action "${sco.timeLimitAction}")` : '';
    found.push(
      info(
        'time-limit',
        `${name} allows ${sco.maxTimeAllowed}${action}: given to the SCO, which acts on it; Aula does not end the session itself.`,
      ),
    );
  }
  return found;
}

function rollupFinding(manifest: ScormManifest): PackageFinding[] {
  if (manifest.rollupRules.length === 0) return [];
  const rules = manifest.rollupRules
    .map((rule) => {
      const conditions = rule.conditions
        .map((c) => `${c.not ? 'not ' : ''}${c.condition}`)
        .join(` ${rule.conditionCombination === 'all' ? 'and' : 'or'} `);
      return `${rule.action} when ${rule.childActivitySet === 'all' ? 'all SCOs are' : 'any SCO is'} ${conditions}`;
    })
    .join('; ');
  return [
    info('rollup-rules', `The organisation's rollup rules decide when the package is complete: ${rules}.`),
  ];
}

/** Each SCO's launch page must be in the package. */
function launchFindings(manifest: ScormManifest, names: Set<string>): PackageFinding[] {
  return manifest.scos.flatMap((sco) => {
    const page = decodeURIComponent(sco.href.replace(/[?#].*$/, ''));
    if (names.has(page)) return [];
    return [
      error(
        'launch-file-missing',
        `SCO "${sco.identifier}" launches ${page}, which the package does not hold.`,
        page,
      ),
    ];
  });
}

/**
 * Reads a SCORM package (a zip, by path or bytes) as the import and the staff upload do, and reports
 * what will and will not run: its version and SCOs, an error for what stops it from being installed
 * (an unreadable zip, a path leaving its folder, no or a bad manifest, a missing launch page), a
 * warning for each sequencing element Aula does not run, and what it declares that Aula honours.
 * It writes nothing; unpackScormPackage still checks the zip's limits as it unpacks.
 */
export async function validatePackage(zip: string | Buffer): Promise<PackageReport> {
  let files: Awaited<ReturnType<typeof zipPackageFiles>>;
  try {
    files = await zipPackageFiles(zip);
  } catch (caught) {
    if (!(caught instanceof ScormPackageError)) throw caught;
    const code = /absolute path|relative path/.test(caught.message) ? 'path-escape' : 'zip-unreadable';
    return { version: null, scos: [], findings: [error(code, `The package ${caught.message}.`)] };
  }
  const findings = files.names
    .filter((name) => !isValidKey(name))
    .map((name) =>
      error('path-unsafe', `The package holds a file name that cannot be stored: ${name}.`, name),
    );
  if (!files.names.includes(manifestFile)) {
    findings.push(
      error('manifest-missing', 'The package has no imsmanifest.xml at its root: it is not a SCORM package.'),
    );
    return { version: null, scos: [], findings };
  }
  let manifest: ScormManifest;
  try {
    manifest = readManifest((await files.manifest()).toString('utf8'));
  } catch (caught) {
    if (!(caught instanceof ScormPackageError)) throw caught;
    findings.push(error('manifest-invalid', `The package's ${caught.message}.`, manifestFile));
    return { version: null, scos: [], findings };
  }
  findings.push(
    ...launchFindings(manifest, new Set(files.names)),
    ...manifest.findings,
    ...rollupFinding(manifest),
    ...manifest.scos.flatMap(honoured),
  );
  const scos = manifest.scos.map(({ identifier, title, href }) => ({ id: identifier, title, href }));
  return { version: manifest.version, scos, findings };
}
