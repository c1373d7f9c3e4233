import { Navigate, Route, Routes } from 'react-router';
import { StaffGate } from '../../features/staff/shell/components/staff-gate.tsx';
import { i18n } from '../../lib/i18n.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { paths, staffPathPrefix } from '../paths.ts';

// The staff side's pages, each its own chunk inside the staff side's (ADR 0068).
const pages = {
  signIn: lazyComponent(() => import('./staff-sign-in-page.tsx').then((m) => m.StaffSignInPage)),
  home: lazyComponent(() => import('./staff-home-page.tsx').then((m) => m.StaffHomePage)),
  admissions: lazyComponent(() => import('./staff-admissions-page.tsx').then((m) => m.StaffAdmissionsPage)),
  admission: lazyComponent(() => import('./staff-admission-page.tsx').then((m) => m.StaffAdmissionPage)),
  nameChanges: lazyComponent(() =>
    import('./staff-name-changes-page.tsx').then((m) => m.StaffNameChangesPage),
  ),
  partnerRecords: lazyComponent(() =>
    import('./staff-partner-records-page.tsx').then((m) => m.StaffPartnerRecordsPage),
  ),
  reports: lazyComponent(() => import('./staff-reports-page.tsx').then((m) => m.StaffReportsPage)),
  audit: lazyComponent(() => import('./staff-audit-page.tsx').then((m) => m.StaffAuditPage)),
  bundles: lazyComponent(() => import('./staff-bundles-page.tsx').then((m) => m.StaffBundlesPage)),
  programmeCourses: lazyComponent(() =>
    import('./staff-programme-courses-page.tsx').then((m) => m.StaffProgrammeCoursesPage),
  ),
  courseBuilder: lazyComponent(() =>
    import('./staff-course-builder-page.tsx').then((m) => m.StaffCourseBuilderPage),
  ),
  media: lazyComponent(() => import('./staff-media-page.tsx').then((m) => m.StaffMediaPage)),
  courses: lazyComponent(() => import('./staff-courses-page.tsx').then((m) => m.StaffCoursesPage)),
  course: lazyComponent(() => import('./staff-course-page.tsx').then((m) => m.StaffCoursePage)),
  organisation: lazyComponent(() =>
    import('./staff-organisation-page.tsx').then((m) => m.StaffOrganisationPage),
  ),
  organisationProviders: lazyComponent(() =>
    import('./staff-organisation-providers-page.tsx').then((m) => m.StaffOrganisationProvidersPage),
  ),
  organisationTests: lazyComponent(() =>
    import('./staff-organisation-tests-page.tsx').then((m) => m.StaffOrganisationTestsPage),
  ),
  accounts: lazyComponent(() => import('./staff-accounts-page.tsx').then((m) => m.StaffAccountsPage)),
  marking: lazyComponent(() => import('./staff-marking-page.tsx').then((m) => m.StaffMarkingPage)),
  markingQueue: lazyComponent(() =>
    import('./staff-marking-queue-page.tsx').then((m) => m.StaffMarkingQueuePage),
  ),
  markingAttempt: lazyComponent(() =>
    import('./staff-marking-attempt-page.tsx').then((m) => m.StaffMarkingAttemptPage),
  ),
  extraTime: lazyComponent(() => import('./staff-extra-time-page.tsx').then((m) => m.StaffExtraTimePage)),
  discussion: lazyComponent(() => import('./staff-discussion-page.tsx').then((m) => m.StaffDiscussionPage)),
  project: lazyComponent(() => import('./staff-project-page.tsx').then((m) => m.StaffProjectPage)),
  iaMarks: lazyComponent(() => import('./staff-ia-marks-page.tsx').then((m) => m.StaffIaMarksPage)),
  miniAssignments: lazyComponent(() =>
    import('./staff-mini-assignments-page.tsx').then((m) => m.StaffMiniAssignmentsPage),
  ),
  feedback: lazyComponent(() => import('./staff-feedback-page.tsx').then((m) => m.StaffFeedbackPage)),
  announcements: lazyComponent(() =>
    import('./staff-announcements-page.tsx').then((m) => m.StaffAnnouncementsPage),
  ),
  quizzes: lazyComponent(() => import('./staff-quizzes-page.tsx').then((m) => m.StaffQuizzesPage)),
  quizBank: lazyComponent(() => import('./staff-quiz-bank-page.tsx').then((m) => m.StaffQuizBankPage)),
  quiz: lazyComponent(() => import('./staff-quiz-page.tsx').then((m) => m.StaffQuizPage)),
  // The learner's question view speaks from the quizzes catalogue.
  quizPreview: lazyComponent(() =>
    Promise.all([import('./staff-quiz-preview-page.tsx'), i18n.loadNamespaces(['quizzes'])]).then(
      ([m]) => m.StaffQuizPreviewPage,
    ),
  ),
  assessment: lazyComponent(() => import('./staff-assessment-page.tsx').then((m) => m.StaffAssessmentPage)),
  // The learner's question, grid and answers views speak from the assessments catalogue.
  assessmentPreview: lazyComponent(() =>
    Promise.all([import('./staff-assessment-preview-page.tsx'), i18n.loadNamespaces(['assessments'])]).then(
      ([m]) => m.StaffAssessmentPreviewPage,
    ),
  ),
  certificates: lazyComponent(() =>
    import('./staff-certificates-page.tsx').then((m) => m.StaffCertificatesPage),
  ),
  hallTickets: lazyComponent(() =>
    import('./staff-hall-tickets-page.tsx').then((m) => m.StaffHallTicketsPage),
  ),
  catalogue: lazyComponent(() => import('./staff-catalogue-page.tsx').then((m) => m.StaffCataloguePage)),
  programme: lazyComponent(() => import('./staff-programme-page.tsx').then((m) => m.StaffProgrammePage)),
};

/** A staff path as the routes below /staff/* match it: relative to the prefix. */
function below(path: string): string {
  return path === staffPathPrefix ? '' : path.slice(staffPathPrefix.length + 1);
}

/**
 * The staff route table, under /staff: the sign-in for anyone; every other page behind the staff gate
 * (a complete staff session) and its own role check. Unknown staff addresses lead to the staff home.
 */
export function StaffRoutes() {
  return (
    <Routes>
      <Route path={below(paths.staffSignIn.path)} element={<pages.signIn />} />
      <Route element={<StaffGate />}>
        <Route index element={<pages.home />} />
        <Route path={below(paths.staffAdmissions.path)} element={<pages.admissions />} />
        <Route path={below(paths.staffAdmission.path)} element={<pages.admission />} />
        <Route path={below(paths.staffNameChanges.path)} element={<pages.nameChanges />} />
        <Route path={below(paths.staffPartnerRecords.path)} element={<pages.partnerRecords />} />
        <Route path={below(paths.staffAudit.path)} element={<pages.audit />} />
        <Route path={below(paths.staffBundles.path)} element={<pages.bundles />} />
        <Route path={below(paths.staffProgrammeCourses.path)} element={<pages.programmeCourses />} />
        <Route path={below(paths.staffCourseBuilder.path)} element={<pages.courseBuilder />} />
        <Route path={below(paths.staffMedia.path)} element={<pages.media />} />
        <Route path={below(paths.staffCertificates.path)} element={<pages.certificates />} />
        <Route path={below(paths.staffHallTickets.path)} element={<pages.hallTickets />} />
        <Route path={below(paths.staffReports.path)} element={<pages.reports />} />
        <Route path={below(paths.staffCourses.path)} element={<pages.courses />} />
        <Route path={below(paths.staffCourse.path)} element={<pages.course />} />
        <Route path={below(paths.staffAccounts.path)} element={<pages.accounts />} />
        <Route path={below(paths.staffOrganisation.path)} element={<pages.organisation />} />
        <Route
          path={below(paths.staffOrganisationProviders.path)}
          element={<pages.organisationProviders />}
        />
        <Route path={below(paths.staffOrganisationTests.path)} element={<pages.organisationTests />} />
        <Route path={below(paths.staffMarking.path)} element={<pages.marking />} />
        <Route path={below(paths.staffMarkingQueue.path)} element={<pages.markingQueue />} />
        <Route path={below(paths.staffMarkingAttempt.path)} element={<pages.markingAttempt />} />
        <Route path={below(paths.staffExtraTime.path)} element={<pages.extraTime />} />
        <Route path={below(paths.staffDiscussion.path)} element={<pages.discussion />} />
        <Route path={below(paths.staffProject.path)} element={<pages.project />} />
        <Route path={below(paths.staffIaMarks.path)} element={<pages.iaMarks />} />
        <Route path={below(paths.staffFeedback.path)} element={<pages.feedback />} />
        <Route path={below(paths.staffMiniAssignments.path)} element={<pages.miniAssignments />} />
        <Route path={below(paths.staffAnnouncements.path)} element={<pages.announcements />} />
        <Route path={below(paths.staffQuizAuthoring.path)} element={<pages.quizzes />} />
        <Route path={below(paths.staffQuizBank.path)} element={<pages.quizBank />} />
        <Route path={below(paths.staffQuizNew.path)} element={<pages.quiz />} />
        <Route path={below(paths.staffQuizEditor.path)} element={<pages.quiz />} />
        <Route path={below(paths.staffQuizPreview.path)} element={<pages.quizPreview />} />
        <Route path={below(paths.staffAssessmentNew.path)} element={<pages.assessment />} />
        <Route path={below(paths.staffAssessmentEditor.path)} element={<pages.assessment />} />
        <Route path={below(paths.staffAssessmentPreview.path)} element={<pages.assessmentPreview />} />
        <Route path={below(paths.staffCatalogue.path)} element={<pages.catalogue />} />
        <Route path={below(paths.staffProgramme.path)} element={<pages.programme />} />
        <Route path="*" element={<Navigate to={paths.staffHome.getHref()} replace />} />
      </Route>
    </Routes>
  );
}
