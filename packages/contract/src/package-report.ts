import { z } from 'zod';
import { scormVersions } from './scorm.ts';

/*
 * What a SCORM package's validation finds (ADR 0087): shown on import and on the staff upload page. An
 * `error` stops the package from being installed; a `warning` names something the package declares that
 * Aula does not run; an `info` names something declared that Aula honours.
 */

/**
 * The kinds of finding, each a stable id: the web app says a finding in a language other than English by
 * its kind's sentence (ADR 0100), the message naming the package's own elements.
 */
export const packageFindingCodes = [
  'zip-unreadable',
  'unreadable-zip',
  'path-escape',
  'path-unsafe',
  'symbolic-link',
  'unpack-refused',
  'manifest-missing',
  'manifest-invalid',
  'launch-file-missing',
  'launch-page',
  'sequencing-unsupported',
  'objectives',
  'mastery-score',
  'completion-threshold',
  'data-from-lms',
  'time-limit',
  'rollup-rules',
] as const;
export type PackageFindingCode = (typeof packageFindingCodes)[number];

export const PackageFinding = z.object({
  severity: z.enum(['error', 'warning', 'info']),
  code: z.enum(packageFindingCodes),
  /** A plain sentence naming the element and what follows from it. */
  message: z.string().max(2_000),
  /** The package's file it concerns (usually `imsmanifest.xml`). */
  file: z.string().max(1_000).optional(),
});
export type PackageFinding = z.infer<typeof PackageFinding>;

export const PackageReport = z.object({
  /** Null when the manifest is missing or names no version. */
  version: z.enum(scormVersions).nullable(),
  /** The SCOs of the default organisation, in the order a learner meets them. */
  scos: z.array(z.object({ id: z.string(), title: z.string(), href: z.string() })).max(5_000),
  findings: z.array(PackageFinding).max(10_000),
});
export type PackageReport = z.infer<typeof PackageReport>;

/** True when the report refuses the package. */
export function hasErrors(report: PackageReport): boolean {
  return report.findings.some((finding) => finding.severity === 'error');
}
