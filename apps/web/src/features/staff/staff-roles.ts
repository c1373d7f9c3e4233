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

/**
 * The navigation's groups, in order (ADR 0100), as Moodle's Site administration and Canvas's admin
 * group their pages: what counsellors do, what instructors do, what admins build, what they issue,
 * what they read, and how the organisation is run.
 */
export const staffGroups = [
  'admissions',
  'teaching',
  'catalogue',
  'records',
  'reports',
  'administration',
] as const;
export type StaffGroupKey = (typeof staffGroups)[number];

/** The staff side's pages, in the navigation's order, each with its group and the roles that may open it. */
export const staffSections = [
  { key: 'admissions', group: 'admissions', href: paths.staffAdmissions.getHref(), roles: admissionsRoles },
  { key: 'nameChanges', group: 'admissions', href: paths.staffNameChanges.getHref(), roles: nameChangeRoles },
  {
    key: 'partnerRecords',
    group: 'admissions',
    href: paths.staffPartnerRecords.getHref(),
    roles: partnerImportRoles,
  },
  { key: 'courses', group: 'teaching', href: paths.staffCourses.getHref(), roles: teachingRoles },
  { key: 'marking', group: 'teaching', href: paths.staffMarking.getHref(), roles: teachingRoles },
  {
    key: 'miniAssignments',
    group: 'teaching',
    href: paths.staffMiniAssignments.getHref(),
    roles: teachingRoles,
  },
  { key: 'extraTime', group: 'teaching', href: paths.staffExtraTime.getHref(), roles: teachingRoles },
  { key: 'discussion', group: 'teaching', href: paths.staffDiscussion.getHref(), roles: teachingRoles },
  { key: 'project', group: 'teaching', href: paths.staffProject.getHref(), roles: teachingRoles },
  { key: 'iaMarks', group: 'teaching', href: paths.staffIaMarks.getHref(), roles: teachingRoles },
  { key: 'feedback', group: 'teaching', href: paths.staffFeedback.getHref(), roles: teachingRoles },
  { key: 'announcements', group: 'teaching', href: paths.staffAnnouncements.getHref(), roles: teachingRoles },
  { key: 'catalogue', group: 'catalogue', href: paths.staffCatalogue.getHref(), roles: adminRoles },
  { key: 'media', group: 'catalogue', href: paths.staffMedia.getHref(), roles: adminRoles },
  { key: 'quizzes', group: 'catalogue', href: paths.staffQuizAuthoring.getHref(), roles: adminRoles },
  { key: 'bundles', group: 'catalogue', href: paths.staffBundles.getHref(), roles: adminRoles },
  { key: 'certificates', group: 'records', href: paths.staffCertificates.getHref(), roles: adminRoles },
  { key: 'hallTickets', group: 'records', href: paths.staffHallTickets.getHref(), roles: adminRoles },
  { key: 'reports', group: 'reports', href: paths.staffReports.getHref(), roles: reportRoles },
  { key: 'audit', group: 'reports', href: paths.staffAudit.getHref(), roles: adminRoles },
  {
    key: 'organisation',
    group: 'administration',
    href: paths.staffOrganisation.getHref(),
    roles: adminRoles,
  },
  { key: 'accounts', group: 'administration', href: paths.staffAccounts.getHref(), roles: adminRoles },
] as const satisfies readonly {
  key: string;
  group: StaffGroupKey;
  href: string;
  roles: readonly StaffRole[];
}[];

export type StaffSectionKey = (typeof staffSections)[number]['key'];

/** The sections a member's roles open; a member with none of them has the home page. */
export function sectionsOf(grants: readonly StaffGrant[]) {
  return staffSections.filter((section) => holdsAnyRole(grants, section.roles));
}

/** The groups of the navigation that hold a section the member's roles open, each with those sections. */
export function groupsOf(grants: readonly StaffGrant[]) {
  const sections = sectionsOf(grants);
  return staffGroups
    .map((key) => ({ key, sections: sections.filter((section) => section.group === key) }))
    .filter((group) => group.sections.length > 0);
}

/** Where a member lands after signing in: their first section, else the staff home. */
export function homeOf(grants: readonly StaffGrant[]): string {
  return sectionsOf(grants)[0]?.href ?? paths.staffHome.getHref();
}
