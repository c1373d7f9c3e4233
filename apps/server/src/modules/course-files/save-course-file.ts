import type { PackageReport } from '@aula/contract/package-report';
import type { CourseFileType } from '@aula/contract/staff-course-files';
import { courseFiles } from '../../db/schema/course-files.ts';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { deleteStoredFiles } from '../uploads/index.ts';
import { acceptCourseFile } from './accept-course-file.ts';
import { installPackage } from './install-package.ts';

const packageKinds: Partial<Record<CourseFileType, 'scorm' | 'html'>> = {
  scorm: 'scorm',
  html: 'html',
  interactivity: 'html',
};

/**
 * Keeps the admin's uploaded course file (ADR 0090): its bytes checked, a plain file kept at a fresh
 * media path, a zip validated and unpacked. A refused zip is deleted and answers its report without an
 * `ourl`; the HTML zip itself is not kept once unpacked (its pages are).
 */
export async function saveCourseFile(
  services: Pick<AppServices, 'db' | 'files'>,
  actor: SessionUser,
  { otype, filename }: { otype: CourseFileType; filename: string },
  now: Date,
): Promise<{ ourl: string | null; report: PackageReport | null }> {
  const accepted = await acceptCourseFile(services, actor, otype, filename, now);
  const kind = packageKinds[otype];
  let ourl: string | null = accepted.path;
  let report: PackageReport | null = null;
  if (kind) {
    ({ ourl, report } = await installPackage(services, actor.oid, accepted.path, kind));
    if (ourl === null || kind === 'html') await deleteStoredFiles(services, [accepted.key]);
    if (ourl === null) return { ourl, report };
  }
  await services.db.insert(courseFiles).values({
    oid: actor.oid,
    ourl,
    otype,
    name: filename.replace(/^\d{4}-/, ''),
    size: accepted.size,
    uploadedBy: actor.eid,
    uploadedAt: now,
    report,
  });
  return { ourl, report };
}
