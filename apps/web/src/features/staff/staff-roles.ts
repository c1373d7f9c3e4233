import type { StaffRole } from '@aula/contract/operation';
import type { StaffGrant } from '@aula/contract/staff-grants';
import { paths } from '../../app/paths.ts';

export type { StaffGrant, StaffRole };

/** The roles that decide admissions, and the one that manages staff and reads the audit log. */
export const admissionsRoles: readonly StaffRole[] = ['counsellor', 'admin'];
export const adminRoles: readonly StaffRole[] = ['admin'];
/** The roles the contract lets decide changes of legal name, and import partner records (ADR 0067). */
export const nameChangeRoles: readonly StaffRole[] = ['counsellor', 'admin'];
export const partnerImportRoles: readonly StaffRole[] = ['counsellor', 'admin'];
/** The roles that teach (their courses, marking, extra time, the discussion, IA marks): an instructor their courses, an admin every course (ADR 0071, 0072). */
export const teachingRoles: readonly StaffRole[] = ['instructor', 'admin'];

/** Every staff role has a report (ADR 0085): instructors their courses' progress, counsellors the funnel, admins all. */
export const reportRoles: readonly StaffRole[] = ['counsellor', 'instructor', 'admin'];

export function holdsAnyRole(grants: readonly StaffGrant[], roles: readonly StaffRole[]): boolean {
  return grants.some((grant) => roles.includes(grant.role));
}

/** The staff side's pages, in the navigation's order, each with the roles that may open it. */
export const staffSections = [
  { key: 'admissions', href: paths.staffAdmissions.getHref(), roles: admissionsRoles },
  { key: 'nameChanges', href: paths.staffNameChanges.getHref(), roles: nameChangeRoles },
  { key: 'partnerRecords', href: paths.staffPartnerRecords.getHref(), roles: partnerImportRoles },
  { key: 'courses', href: paths.staffCourses.getHref(), roles: teachingRoles },
  { key: 'marking', href: paths.staffMarking.getHref(), roles: teachingRoles },
  { key: 'miniAssignments', href: paths.staffMiniAssignments.getHref(), roles: teachingRoles },
  { key: 'extraTime', href: paths.staffExtraTime.getHref(), roles: teachingRoles },
  { key: 'discussion', href: paths.staffDiscussion.getHref(), roles: teachingRoles },
  { key: 'project', href: paths.staffProject.getHref(), roles: teachingRoles },
  { key: 'iaMarks', href: paths.staffIaMarks.getHref(), roles: teachingRoles },
  { key: 'feedback', href: paths.staffFeedback.getHref(), roles: teachingRoles },
  { key: 'announcements', href: paths.staffAnnouncements.getHref(), roles: teachingRoles },
  { key: 'reports', href: paths.staffReports.getHref(), roles: reportRoles },
  { key: 'audit', href: paths.staffAudit.getHref(), roles: adminRoles },
  { key: 'accounts', href: paths.staffAccounts.getHref(), roles: adminRoles },
  { key: 'bundles', href: paths.staffBundles.getHref(), roles: adminRoles },
  { key: 'catalogue', href: paths.staffCatalogue.getHref(), roles: adminRoles },
  { key: 'media', href: paths.staffMedia.getHref(), roles: adminRoles },
  { key: 'quizzes', href: paths.staffQuizAuthoring.getHref(), roles: adminRoles },
  { key: 'certificates', href: paths.staffCertificates.getHref(), roles: adminRoles },
  { key: 'hallTickets', href: paths.staffHallTickets.getHref(), roles: adminRoles },
  { key: 'organisation', href: paths.staffOrganisation.getHref(), roles: adminRoles },
] as const;

export type StaffSectionKey = (typeof staffSections)[number]['key'];

/** The sections a member's roles open; a member with none of them has the home page. */
export function sectionsOf(grants: readonly StaffGrant[]) {
  return staffSections.filter((section) => holdsAnyRole(grants, section.roles));
}

/** Where a member lands after signing in: their first section, else the staff home. */
export function homeOf(grants: readonly StaffGrant[]): string {
  return sectionsOf(grants)[0]?.href ?? paths.staffHome.getHref();
}
