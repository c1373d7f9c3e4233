import { paths } from '../../../app/paths.ts';

export type SidebarItemKey =
  | 'dashboard'
  | 'myPrograms'
  | 'calendar'
  | 'announcements'
  | 'hallTicket'
  | 'semesterEndExam'
  | 'certificates'
  | 'applyProgram'
  | 'myApplication';

export interface SidebarItem {
  key: SidebarItemKey;
  href: string;
  /** Other paths under which this item is the current one (the screens it leads to). */
  also: readonly string[];
}

/**
 * The sidebar of the signed-in shell, in the spec's order (spec 1 §2), then the way into applying
 * and to the learner's applications (ADR 0081): the spec's screens for them had no way in.
 */
export const sidebarItems: readonly SidebarItem[] = [
  { key: 'dashboard', href: paths.dashboard.getHref(), also: [paths.quickTour.path] },
  {
    key: 'myPrograms',
    href: paths.myPrograms.getHref(),
    also: [
      paths.landing.path,
      paths.programs.path,
      paths.viewAll.path,
      paths.course.path,
      paths.coursePlayer.path,
    ],
  },
  { key: 'calendar', href: paths.events.getHref(), also: [] },
  { key: 'announcements', href: paths.announcements.getHref(), also: [] },
  { key: 'hallTicket', href: paths.hallTicket.getHref(), also: [] },
  { key: 'semesterEndExam', href: paths.assignedExams.getHref(), also: [paths.assignedExam.path] },
  { key: 'certificates', href: paths.certificates.getHref(), also: [] },
  {
    key: 'applyProgram',
    href: paths.applyProgram.getHref(),
    // The forms are opened from its cards (listed before My Application, whose path they sit under).
    also: [paths.applicationForm.path, paths.jssApplicationForm.path, paths.paperApplicationForm.path],
  },
  { key: 'myApplication', href: paths.myApplication.getHref(), also: [] },
];

function isAtOrUnder(pathname: string, path: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * The item the path belongs to: its own page or a page under it (routes match regardless of case,
 * so `/MyPrograms/programs` is under My Programs). None for the pages of the user menu.
 */
export function activeSidebarItem(pathname: string): SidebarItemKey | null {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const item = sidebarItems.find((candidate) =>
    [candidate.href, ...candidate.also].some((own) => isAtOrUnder(path, own.toLowerCase())),
  );
  return item?.key ?? null;
}
