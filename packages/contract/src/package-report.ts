import { z } from 'zod';

/*
 * What validating an uploaded package found (issue 25 item 2): its SCORM version (null for an HTML
 * zip), the SCOs (or the launch page) it will open, and findings. A package with an `error` finding is
 * refused; warnings name what will not run (sequencing rules Aula does not carry out).
 */

export const findingSeverities = ['error', 'warning', 'info'] as const;

export const PackageFinding = z.object({
  severity: z.enum(findingSeverities),
  /** A stable name for the kind of finding (`path-escape`, `missing-manifest`, …). */
  code: z.string(),
  message: z.string(),
  /** The file in the zip it is about. */
  file: z.string().optional(),
});
export type PackageFinding = z.infer<typeof PackageFinding>;

export const PackageReport = z.object({
  version: z.enum(['1.2', '2004']).nullable(),
  scos: z.array(z.object({ id: z.string(), title: z.string(), href: z.string() })),
  findings: z.array(PackageFinding),
});
export type PackageReport = z.infer<typeof PackageReport>;

/** True when the report refuses the package. */
export function hasErrors(report: PackageReport): boolean {
  return report.findings.some((finding) => finding.severity === 'error');
}
