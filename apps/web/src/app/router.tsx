import type { ComponentType } from 'react';
import { matchPath, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { AuthDialogHost } from '../features/auth/components/auth-dialog-host.tsx';
import { i18n } from '../lib/i18n.ts';
import { type LazyComponent, lazyComponent } from '../lib/lazy-component.ts';
import { useOrganisation } from '../lib/organisation.ts';
import { useSession } from '../lib/session.ts';
import { fallbackPath, isStaffPath, paths, staffPathPrefix } from './paths.ts';
import { PortalState } from './portal-state.tsx';
import { PublicShell } from './shells/public-shell.tsx';

/**
 * Code whose first render needs these catalogues: they download with it rather than after it has
 * rendered and found them missing (one round trip less before the screen's own API calls start).
 */
function withCatalogues<P extends object>(namespaces: string[], load: () => Promise<ComponentType<P>>) {
  return lazyComponent(() =>
    Promise.all([load(), i18n.loadNamespaces(namespaces)]).then(([component]) => component),
  );
}

// The signed-in frame is its own chunk: a visitor who never signs in never downloads it.
const SignedInShell = withCatalogues(['shell'], () =>
  import('./shells/signed-in-shell.tsx').then((m) => m.SignedInShell),
);

// The staff side (ADR 0068) is one chunk with its own routes: a learner never downloads it.
const StaffArea = withCatalogues(['staff', 'auth'], () =>
  import('./routes/staff-routes.tsx').then((m) => m.StaffRoutes),
);

const pages = {
  landing: lazyComponent(() => import('./routes/landing-page.tsx').then((m) => m.LandingPage)),
  onlineProgram: lazyComponent(() =>
    import('./routes/online-program-page.tsx').then((m) => m.OnlineProgramPage),
  ),
  aboutInstitution: lazyComponent(() =>
    import('./routes/about-institution-page.tsx').then((m) => m.AboutInstitutionPage),
  ),
  aboutOnlineLearning: lazyComponent(() =>
    import('./routes/about-online-learning-page.tsx').then((m) => m.AboutOnlineLearningPage),
  ),
  contactUs: lazyComponent(() => import('./routes/contact-page.tsx').then((m) => m.ContactPage)),
  quickTourPreLogin: lazyComponent(() => import('./routes/quick-tour-page.tsx').then((m) => m.QuickTourPage)),
  myPrograms: withCatalogues(['my-programs', 'program-feedback'], () =>
    import('./routes/my-programs-page.tsx').then((m) => m.MyProgramsPage),
  ),
  dashboard: withCatalogues(['my-programs', 'admissions'], () =>
    import('./routes/dashboard-page.tsx').then((m) => m.DashboardPage),
  ),
  quickTour: lazyComponent(() => import('./routes/quick-tour-page.tsx').then((m) => m.QuickTourPage)),
  programs: lazyComponent(() => import('./routes/course-topics-page.tsx').then((m) => m.CourseTopicsPage)),
  viewAll: lazyComponent(() => import('./routes/course-topics-page.tsx').then((m) => m.CourseTopicsPage)),
  programInfo: withCatalogues(['program-info', 'announcements'], () =>
    import('./routes/program-info-page.tsx').then((m) => m.ProgramInfoPage),
  ),
  syllabus: lazyComponent(() => import('./routes/program-info-page.tsx').then((m) => m.ProgramSyllabusPage)),
  programAnnouncements: lazyComponent(() =>
    import('./routes/program-info-page.tsx').then((m) => m.ProgramAnnouncementsPage),
  ),
  academicSchedule: lazyComponent(() =>
    import('./routes/program-info-page.tsx').then((m) => m.AcademicSchedulePage),
  ),
  programDetail: lazyComponent(() =>
    import('./routes/program-detail-page.tsx').then((m) => m.ProgramDetailPage),
  ),
  myApplication: lazyComponent(() =>
    import('./routes/my-application-page.tsx').then((m) => m.MyApplicationPage),
  ),
  assignedExams: lazyComponent(() =>
    import('./routes/assigned-exams-page.tsx').then((m) => m.AssignedExamsPage),
  ),
  assignedExam: lazyComponent(() =>
    import('./routes/assigned-exam-page.tsx').then((m) => m.AssignedExamPage),
  ),
  reportsAndAnalytics: lazyComponent(() => import('./routes/reports-page.tsx').then((m) => m.ReportsPage)),
  events: withCatalogues(['calendar', 'my-programs'], () =>
    import('./routes/event-page.tsx').then((m) => m.EventPage),
  ),
  announcements: lazyComponent(() =>
    import('./routes/announcements-page.tsx').then((m) => m.AnnouncementsPage),
  ),
  notifications: lazyComponent(() =>
    import('./routes/notifications-page.tsx').then((m) => m.NotificationsPage),
  ),
  certificates: lazyComponent(() => import('./routes/certificates-page.tsx').then((m) => m.CertificatesPage)),
  hallTicket: lazyComponent(() => import('./routes/hall-tickets-page.tsx').then((m) => m.HallTicketsPage)),
  iaMarks: lazyComponent(() => import('./routes/ia-marks-page.tsx').then((m) => m.IaMarksPage)),
  landingScreen: lazyComponent(() => import('./routes/landing-page.tsx').then((m) => m.LandingPage)),
  aboutPortal: lazyComponent(() => import('./routes/about-portal-page.tsx').then((m) => m.AboutPortalPage)),
  allPrograms: lazyComponent(() => import('./routes/all-programs-page.tsx').then((m) => m.AllProgramsPage)),
  myProg: lazyComponent(() => import('./routes/my-prog-page.tsx').then((m) => m.MyProgPage)),
  verifyCertificate: lazyComponent(() =>
    import('./routes/verify-certificate-page.tsx').then((m) => m.VerifyCertificatePage),
  ),
  applyProgram: withCatalogues(['admissions', 'applications'], () =>
    import('./routes/apply-program-page.tsx').then((m) => m.ApplyProgramPage),
  ),
  application: lazyComponent(() => import('./routes/application-page.tsx').then((m) => m.ApplicationPage)),
  applicationForm: lazyComponent(() =>
    import('./routes/application-wizard-page.tsx').then((m) => m.ApplicationWizardPage),
  ),
  paperApplicationForm: lazyComponent(() =>
    import('./routes/paper-application-page.tsx').then((m) => m.PaperApplicationPage),
  ),
  jssApplicationForm: lazyComponent(() =>
    import('./routes/university-application-page.tsx').then((m) => m.UniversityApplicationPage),
  ),
  course: withCatalogues(['course', 'course-player'], () =>
    import('./routes/course-page.tsx').then((m) => m.CoursePage),
  ),
  profile: lazyComponent(() => import('./routes/profile-page.tsx').then((m) => m.ProfilePage)),
  complaints: lazyComponent(() => import('./routes/complaints-page.tsx').then((m) => m.ComplaintsPage)),
  addComplaints: lazyComponent(() =>
    import('./routes/add-complaint-page.tsx').then((m) => m.AddComplaintPage),
  ),
  postQueries: lazyComponent(() => import('./routes/post-queries-page.tsx').then((m) => m.PostQueriesPage)),
  sharingObject: lazyComponent(() =>
    import('./routes/sharing-object-page.tsx').then((m) => m.SharingObjectPage),
  ),
  coursePlayer: withCatalogues(['course-player'], () =>
    import('./routes/course-player-page.tsx').then((m) => m.CoursePlayerPage),
  ),
  scormObject: lazyComponent(() => import('./routes/scorm-object-page.tsx').then((m) => m.ScormObjectPage)),
  courseAssessment: withCatalogues(['assessments'], () =>
    import('./routes/course-assessment-page.tsx').then((m) => m.CourseAssessmentPage),
  ),
} satisfies Partial<Record<keyof typeof paths, LazyComponent>>;

/** The public route table (spec 1 §2, signed out); any unknown path shows the landing page. */
function publicRoutes(shortName: string): [string, LazyComponent][] {
  return [
    [paths.landing.path, pages.landing],
    [paths.onlineProgram.path, pages.onlineProgram],
    [paths.aboutInstitution.path(shortName), pages.aboutInstitution],
    [paths.aboutOnlineLearning.path, pages.aboutOnlineLearning],
    [paths.contactUs.path, pages.contactUs],
    [paths.programDetail.path, pages.programDetail],
    [paths.quickTourPreLogin.path, pages.quickTourPreLogin],
    [paths.verifyCertificate.path, pages.verifyCertificate],
    [paths.application.path, pages.application],
    [paths.postQueries.path, pages.postQueries],
    [paths.sharingObject.path, pages.sharingObject],
  ];
}

/**
 * The signed-in route table (spec 1 §2). Only the screens that exist are routed; the others come
 * with later issues and, like any unknown path, lead to the dashboard.
 */
function signedInRoutes(shortName: string): [string, LazyComponent][] {
  return [
    [paths.landing.path, pages.myPrograms],
    [paths.myPrograms.path, pages.myPrograms],
    [paths.dashboard.path, pages.dashboard],
    [paths.quickTour.path, pages.quickTour],
    [paths.programs.path, pages.programs],
    [paths.viewAll.path, pages.viewAll],
    [paths.programInfo.path, pages.programInfo],
    [paths.syllabus.path, pages.syllabus],
    [paths.programAnnouncements.path, pages.programAnnouncements],
    [paths.academicSchedule.path, pages.academicSchedule],
    [paths.onlineProgram.path, pages.onlineProgram],
    [paths.aboutInstitution.path(shortName), pages.aboutInstitution],
    [paths.aboutOnlineLearning.path, pages.aboutOnlineLearning],
    [paths.contactUs.path, pages.contactUs],
    [paths.programDetail.path, pages.programDetail],
    [paths.landingScreen.path, pages.landingScreen],
    [paths.aboutPortal.path, pages.aboutPortal],
    [paths.allPrograms.path, pages.allPrograms],
    [paths.myProg.path, pages.myProg],
    [paths.myApplication.path, pages.myApplication],
    [paths.assignedExams.path, pages.assignedExams],
    [paths.assignedExam.path, pages.assignedExam],
    [paths.reportsAndAnalytics.path, pages.reportsAndAnalytics],
    [paths.events.path, pages.events],
    [paths.announcements.path, pages.announcements],
    [paths.notifications.path, pages.notifications],
    [paths.certificates.path, pages.certificates],
    [paths.hallTicket.path, pages.hallTicket],
    [paths.iaMarks.path, pages.iaMarks],
    [paths.verifyCertificate.path, pages.verifyCertificate],
    [paths.applyProgram.path, pages.applyProgram],
    [paths.application.path, pages.application],
    [paths.applicationForm.path, pages.applicationForm],
    [paths.paperApplicationForm.path, pages.paperApplicationForm],
    [paths.jssApplicationForm.path, pages.jssApplicationForm],
    [paths.course.path, pages.course],
    [paths.profile.path, pages.profile],
    [paths.complaints.path, pages.complaints],
    [paths.addComplaints.path, pages.addComplaints],
    [paths.coursePlayer.path, pages.coursePlayer],
    [paths.scormObject.path, pages.scormObject],
    [paths.courseAssessment.path, pages.courseAssessment],
    // A shared-object link opens the object for a signed-in learner too, in the signed-in frame.
    [paths.sharingObject.path, pages.sharingObject],
  ];
}

function routeObjects(table: [string, LazyComponent][]): RouteObject[] {
  return table.map(([path, Page]) => ({ path, element: <Page /> }));
}

function publicTable(shortName: string): RouteObject[] {
  const LandingPage = pages.landing;
  return [
    {
      element: <PublicShell />,
      children: [...routeObjects(publicRoutes(shortName)), { path: '*', element: <LandingPage /> }],
    },
  ];
}

function signedInTable(shortName: string): RouteObject[] {
  return [
    {
      element: <SignedInShell />,
      children: [
        ...routeObjects(signedInRoutes(shortName)),
        { path: '*', element: <Navigate to={fallbackPath.signedIn} replace /> },
      ],
    },
  ];
}

/** Everything under /staff, whatever the session: the staff side decides for itself. */
const staffTable: RouteObject[] = [{ path: `${staffPathPrefix}/*`, element: <StaffArea /> }];

/**
 * The route table follows the session: the public set when signed out, the learner set when signed
 * in; the staff side's addresses go to its own table in either case.
 */
export function AppRoutes() {
  const { shortName } = useOrganisation();
  const session = useSession();
  const { pathname } = useLocation();
  const signedIn = session.data?.status === 'signedIn';
  const routes = useRoutes([
    ...staffTable,
    ...(signedIn ? signedInTable(shortName) : publicTable(shortName)),
  ]);
  return (
    <PortalState query={session}>
      {() => (
        <>
          {routes}
          {!signedIn && !isStaffPath(pathname) && <AuthDialogHost onFirstOpen={preloadSignedIn} />}
        </>
      )}
    </PortalState>
  );
}

/** While a sign-in dialog is open: the signed-in frame and home, so that signing in shows them at once. */
function preloadSignedIn(): void {
  SignedInShell.prefetch();
  pages.myPrograms.prefetch();
  pages.dashboard.prefetch();
}

/**
 * Starts downloading the code of the page at `pathname` before the organisation has arrived (and
 * the signed-in frame's, for a path only signed-in learners have). Settles when the code is there
 * (a prerendered page hydrates then); a failure shows when the page renders.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  if (isStaffPath(pathname)) return StaffArea.preload().catch(() => {});
  // The organisation's short name is not known yet; an about page simply loads a little later.
  const matches = (table: [string, LazyComponent][]) => table.find(([path]) => matchPath(path, pathname));
  const publicMatch = matches(publicRoutes(''));
  const signedInMatch = publicMatch ? undefined : matches(signedInRoutes(''));
  const page = (publicMatch ?? signedInMatch)?.[1] ?? pages.landing;
  const frame = signedInMatch ? SignedInShell.preload() : undefined;
  return Promise.all([frame, page.preload()]).catch(() => {});
}
