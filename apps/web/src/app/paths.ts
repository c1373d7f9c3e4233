import type { ApplicationFormKind } from '@aula/contract/application-form-kind';

/**
 * Every path of the portal, once (spec 1 §2). Routes are declared from `path`; links are built with
 * `getHref(...)`. Nothing else in the app spells a path.
 */

const route = <const P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  // Public pages (signed out); several are in the signed-in table too.
  landing: route('/'),
  onlineProgram: route('/onlineProgram'),
  /** `/about{institution}`: `/about` followed by the organisation's short name, e.g. `/aboutADU`. */
  aboutInstitution: {
    path: (shortName: string) => `/about${shortName}`,
    getHref: (shortName: string) => `/about${encodeURIComponent(shortName)}`,
  },
  aboutOnlineLearning: route('/aboutOEP'),
  contactUs: route('/contactUs'),
  /** Program detail; `il` = 1 selects the partner variant of the dialogs. */
  programDetail: {
    path: '/myProg/:pid/:il',
    getHref: (pid: string, il: 0 | 1 = 0) => `/myProg/${encodeURIComponent(pid)}/${il}`,
  },
  quickTourPreLogin: route('/quickTourPreLogin'),
  application: route('/application'),
  postQueries: route('/postquires'),
  sharingObject: route('/sharingobject'),
  /** The public page that confirms a certificate, printed on it as a QR code (not in the spec). */
  verifyCertificate: {
    path: '/verify/:certno',
    getHref: (certno: string) => `/verify/${encodeURIComponent(certno)}`,
  },

  // Signed-in pages.
  quickTour: route('/quickTour'),
  myPrograms: route('/myPrograms'),
  dashboard: route('/dashboard'),
  /** The landing page (banner and catalogue) inside the signed-in frame. */
  landingScreen: route('/LandingScreen'),
  /** The spec's "'about' test page (sign-out and links)": who is signed in, Sign-out, the portal's pages. */
  aboutPortal: route('/about'),
  programs: route('/MyPrograms/programs'),
  /** The course page; the batch course and the tab are named in the query so a link or a reload lands on them. */
  course: {
    path: '/course',
    getHref: (courseId: string, tab?: string) =>
      `/course?${new URLSearchParams(tab === undefined ? { course: courseId } : { course: courseId, tab }).toString()}`,
  },
  /** The course player; the batch course and the object are named in the query so a reload lands on them. */
  coursePlayer: {
    path: '/coursePlayer',
    getHref: (courseId: string, objectId?: string) =>
      `/coursePlayer?${new URLSearchParams(objectId === undefined ? { course: courseId } : { course: courseId, object: objectId }).toString()}`,
  },
  /** One SCORM object of a course on its own page, by batch course and object id. */
  scormObject: {
    path: '/scormObject',
    getHref: (courseId: string, objectId: string) =>
      `/scormObject?${new URLSearchParams({ course: courseId, object: objectId }).toString()}`,
  },
  myApplication: route('/myApplication'),
  /** The program chosen last, as `/myProg/{pid}/0`; without one, All Programs to choose from. */
  myProg: route('/myProg'),
  profile: route('/profile'),
  addComplaints: route('/addComplaints'),
  complaints: route('/complaints'),
  events: route('/event'),
  notifications: route('/notification'),
  reportsAndAnalytics: route('/reportsAndAnalytics'),
  /** Opened with a tab index: 0 program info, 4 syllabus, 5 announcements, 6 academic schedule. */
  programInfo: {
    path: '/myPrograms/programinfo',
    getHref: (tab: 0 | 4 | 5 | 6 = 0) => `/myPrograms/programinfo?tab=${tab}`,
  },
  syllabus: route('/myPrograms/syllabus'),
  programAnnouncements: route('/myPrograms/announcements'),
  academicSchedule: route('/myPrograms/academicSchedule'),
  /** Every program on offer, the learner's own marked. */
  allPrograms: route('/allPrograms'),
  applyProgram: route('/applyProgram'),
  applicationForm: route('/myApplication/application'),
  jssApplicationForm: route('/myApplication/jssapplication'),
  paperApplicationForm: route('/myApplication/paperapplication'),
  viewAll: route('/viewall'),
  announcements: route('/announcements'),
  assignedExams: route('/tests'),
  /** An assigned test's page; the test is named in the query (`?test=<test_id>`) so a reload keeps it. */
  assignedExam: {
    path: '/testresult',
    getHref: (testId?: string) =>
      testId === undefined
        ? '/testresult'
        : `/testresult?${new URLSearchParams({ test: testId }).toString()}`,
  },
  certificates: route('/certificates'),
  iaMarks: route('/iamarks'),
  hallTicket: route('/hallticket'),
  /** An assessment's or assignment's quiz view; course and test in the query so a reload resumes it. */
  courseAssessment: {
    path: '/course/assessment',
    getHref: (course: string, assessid: string, quiztype: 'assess' | 'assign') =>
      `/course/assessment?${new URLSearchParams({ course, assessment: assessid, type: quiztype }).toString()}`,
  },

  // The staff side (not in the spec; ADR 0068): its own route table under /staff.
  /** Staff home: what the signed-in member may do (an instructor's roles and courses). */
  staffHome: route('/staff'),
  staffSignIn: route('/staff/sign-in'),
  /** The admissions queue; its tab, filters, sort and page are in the query so a reload keeps them. */
  staffAdmissions: {
    path: '/staff/admissions',
    getHref: (search?: URLSearchParams) => {
      const query = search?.toString() ?? '';
      return query === '' ? '/staff/admissions' : `/staff/admissions?${query}`;
    },
  },
  staffAdmission: {
    path: '/staff/admissions/:applicationid',
    getHref: (applicationid: string) => `/staff/admissions/${encodeURIComponent(applicationid)}`,
  },
  /** Pending changes of legal name, oldest first; the page is in the query so a reload keeps it. */
  staffNameChanges: route('/staff/name-changes'),
  /** Partner and pre-registration records, imported from a CSV file. */
  staffPartnerRecords: route('/staff/partner-records'),
  /** The courses an instructor teaches (an admin: every course). */
  staffCourses: route('/staff/courses'),
  /** One batch course: its roster, or (`?tab=switches`) its units and nuggets; roster search and page in the query. */
  staffCourse: {
    path: '/staff/courses/:bcid',
    getHref: (bcid: string, search?: URLSearchParams) => {
      const query = search?.toString() ?? '';
      const path = `/staff/courses/${encodeURIComponent(bcid)}`;
      return query === '' ? path : `${path}?${query}`;
    },
  },
  staffAudit: route('/staff/audit'),
  staffBundles: route('/staff/bundles'),
  staffProgramme: {
    path: '/staff/catalogue/:pid',
    getHref: (pid: string) => `/staff/catalogue/${encodeURIComponent(pid)}`,
  },
  /** A programme's courses, published and draft (ADR 0089). */
  staffProgrammeCourses: {
    path: '/staff/catalogue/:pid/courses',
    getHref: (pid: string) => `/staff/catalogue/${encodeURIComponent(pid)}/courses`,
  },
  /** The course builder: one course's outline, its units and objects, drafted and published (ADR 0089). */
  staffCourseBuilder: {
    path: '/staff/catalogue/:pid/courses/:tid',
    getHref: (pid: string, tid: string) =>
      `/staff/catalogue/${encodeURIComponent(pid)}/courses/${encodeURIComponent(tid)}`,
  },
  staffMedia: route('/staff/media'),
  staffReports: route('/staff/reports'),
  staffAccounts: route('/staff/accounts'),
  /** The organisation's settings (ADR 0093): the public site, then its exam providers and batch tests. */
  staffOrganisation: route('/staff/organisation'),
  staffOrganisationProviders: route('/staff/organisation/providers'),
  staffOrganisationTests: route('/staff/organisation/tests'),
  /** Marking (ADR 0072): the assessments taught, an assessment's queue (status and page in the query), an attempt. */
  staffMarking: route('/staff/marking'),
  staffMarkingQueue: {
    path: '/staff/marking/:assessid',
    getHref: (assessid: string) => `/staff/marking/${encodeURIComponent(assessid)}`,
  },
  staffMarkingAttempt: {
    path: '/staff/marking/:assessid/:eid',
    getHref: (assessid: string, eid: string) =>
      `/staff/marking/${encodeURIComponent(assessid)}/${encodeURIComponent(eid)}`,
  },
  /** Extra time on timed assessments; the assessment chosen is in the query (`assessid`). */
  staffExtraTime: route('/staff/extra-time'),
  /** The discussion of the courses an instructor teaches; the course and page are in the query. */
  staffDiscussion: route('/staff/discussion'),
  /** Project work: approve or return learners' messages (ADR 0075). */
  staffProject: route('/staff/project'),
  /** IA marks and concerns of the courses an instructor teaches; the course and tab are in the query. */
  staffIaMarks: route('/staff/ia-marks'),
  /** Learners' mini-assignment submissions and feedback on them; the assignment is in the query. */
  staffMiniAssignments: route('/staff/mini-assignments'),
  /** What learners say of the courses an instructor teaches; the course and tab are in the query. */
  staffFeedback: route('/staff/feedback'),
  /** Announcements and events of the courses a member teaches (ADR 0077). */
  staffAnnouncements: route('/staff/announcements'),
  /** Quiz authoring (ADR 0091): question banks, quizzes and assessments; a new one has no id in the address. */
  staffQuizAuthoring: route('/staff/quizzes'),
  staffQuizBank: {
    path: '/staff/quizzes/banks/:bankid',
    getHref: (bankid: string) => `/staff/quizzes/banks/${encodeURIComponent(bankid)}`,
  },
  staffQuizNew: route('/staff/quizzes/quiz'),
  staffQuizEditor: {
    path: '/staff/quizzes/quiz/:quizid',
    getHref: (quizid: string) => `/staff/quizzes/quiz/${encodeURIComponent(quizid)}`,
  },
  staffQuizPreview: {
    path: '/staff/quizzes/quiz/:quizid/preview',
    getHref: (quizid: string) => `/staff/quizzes/quiz/${encodeURIComponent(quizid)}/preview`,
  },
  staffAssessmentNew: route('/staff/quizzes/assessment'),
  staffAssessmentEditor: {
    path: '/staff/quizzes/assessment/:assessid',
    getHref: (assessid: string) => `/staff/quizzes/assessment/${encodeURIComponent(assessid)}`,
  },
  staffAssessmentPreview: {
    path: '/staff/quizzes/assessment/:assessid/preview',
    getHref: (assessid: string) => `/staff/quizzes/assessment/${encodeURIComponent(assessid)}/preview`,
  },
  staffCertificates: route('/staff/certificates'),
  staffHallTickets: route('/staff/hall-tickets'),
  /** The catalogue (ADR 0088): programmes listed; one programme's details, batches and status; its courses. */
  staffCatalogue: route('/staff/catalogue'),
} as const;

export type PathName = keyof typeof paths;

/** The route of each application form; the server says which form a program takes. */
export const applicationFormPaths = {
  wizard: paths.applicationForm,
  university: paths.jssApplicationForm,
  paper: paths.paperApplicationForm,
} as const satisfies Record<ApplicationFormKind, (typeof paths)[PathName]>;

/** The public route table (signed out); any other path shows the landing page. */
export const publicPathNames = [
  'landing',
  'onlineProgram',
  'aboutInstitution',
  'aboutOnlineLearning',
  'contactUs',
  'programDetail',
  'quickTourPreLogin',
  'application',
  'postQueries',
  'sharingObject',
  'verifyCertificate',
] as const satisfies readonly PathName[];

/** The signed-in route table; any other path goes to the dashboard. */
export const signedInPathNames = [
  'quickTour',
  'landing',
  'myPrograms',
  'dashboard',
  'contactUs',
  'onlineProgram',
  'aboutInstitution',
  'aboutOnlineLearning',
  'landingScreen',
  'aboutPortal',
  'programs',
  'course',
  'coursePlayer',
  'myApplication',
  'myProg',
  'profile',
  'addComplaints',
  'complaints',
  'events',
  'notifications',
  'reportsAndAnalytics',
  'programInfo',
  'syllabus',
  'programAnnouncements',
  'academicSchedule',
  'allPrograms',
  'applyProgram',
  'applicationForm',
  'jssApplicationForm',
  'paperApplicationForm',
  'viewAll',
  'announcements',
  'assignedExams',
  'assignedExam',
  'certificates',
  'iaMarks',
  'hallTicket',
  'verifyCertificate',
  'application',
  'scormObject',
  'courseAssessment',
  'sharingObject',
] as const satisfies readonly PathName[];

/** Where an unknown path leads, by table. */
export const fallbackPath = { public: paths.landing.path, signedIn: paths.dashboard.path } as const;

/** What the staff sign-in reads of the address's state (`navigate(href, { state })`). */
export interface StaffSignInState {
  /** The staff page to return to once signed in. */
  from?: string;
  /** The session ended while a staff page was in use. */
  expired?: boolean;
  /** A challenge the session already stands at (met on the learner's sign-in dialog). */
  challenge?: 'NEW_PASSWORD_REQUIRED' | 'SECOND_FACTOR_REQUIRED' | 'SECOND_FACTOR_SETUP_REQUIRED';
}

/** Every address under this prefix belongs to the staff side, whatever the session. */
export const staffPathPrefix = '/staff';

export function isStaffPath(pathname: string): boolean {
  return pathname === staffPathPrefix || pathname.startsWith(`${staffPathPrefix}/`);
}

/** The dialogs opened through the address (`?dialog=login`), so Back closes them and links can open them. */
export const dialogNames = ['login', 'signup', 'forgotPassword', 'resetPassword'] as const;
export type DialogName = (typeof dialogNames)[number];
export const dialogParam = 'dialog';

/** The current address with a dialog opened on top of it. */
export function dialogHref(current: { pathname: string; search: string }, dialog: DialogName): string {
  const params = new URLSearchParams(current.search);
  params.set(dialogParam, dialog);
  return `${current.pathname}?${params.toString()}`;
}
