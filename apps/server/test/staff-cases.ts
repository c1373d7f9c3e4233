import type { StaffWithSession } from './staff-factories.ts';

/** The accounts and records the authorisation matrix sets up (test/authorisation-matrix.test.ts). */
export interface MatrixContext {
  oid: string;
  foreignOid: string;
  /** A counsellor of programme `pid` (whose submitted application is `applicationid`). */
  counsellor: StaffWithSession;
  /** A counsellor of another programme only. */
  otherCounsellor: StaffWithSession;
  /** An instructor of another course only: every `bcid` and `assessid` below is outside their scope. */
  otherInstructor: StaffWithSession;
  admin: StaffWithSession;
  pid: string;
  applicationid: string;
  /** Batch course `bcid` (course `tid` of batch MATRIX-B1), which learner A studies. */
  bcid: string;
  tid: string;
  /** A timed assessment of that course. */
  assessid: string;
}

/** A course draft with nothing in it, for the course builder's cases. */
const emptyDraft = {
  ttitle: 'Course',
  tduration: 4,
  tdescription: '',
  freenavigation: false,
  nuggets: [],
  references: [],
  videos: [],
};

/**
 * For every staff operation: a body that the operation's own roles, in scope, may send (`inScope`), and
 * where the operation names a subject, a body naming one outside the scope of `otherCounsellor` and of
 * `otherInstructor` (whichever of the two the operation's roles admit). The matrix
 * fails for a staff operation that has no entry here, so each states its cases the day it is added.
 */
export const staffCases: Record<
  string,
  (context: MatrixContext) => { inScope: Record<string, unknown>; outOfScope?: Record<string, unknown> }
> = {
  'staff/listStaff': ({ oid }) => ({ inScope: { oid } }),
  'staff/inviteStaff': ({ oid, pid }) => ({
    inScope: {
      oid,
      email: 'new-counsellor@example.test',
      name: 'New Counsellor',
      grants: [{ role: 'counsellor', scope: pid }],
    },
  }),
  'staff/setStaffGrants': ({ oid, counsellor }) => ({
    inScope: { oid, userId: counsellor.user.id, grants: [{ role: 'instructor', scope: null }] },
    outOfScope: { oid, userId: counsellor.user.id, grants: [{ role: 'admin', scope: null }] },
  }),
  'staff/resetSecondFactor': ({ oid, counsellor }) => ({
    inScope: { oid, userId: counsellor.user.id },
    outOfScope: { oid, userId: counsellor.user.id },
  }),
  'staff/listAuditEvents': ({ oid }) => ({ inScope: { oid } }),
  'staff/exportAuditEvents': ({ oid }) => ({ inScope: { oid } }),
  'staff/getOrganisationSettings': ({ oid }) => ({ inScope: { oid } }),
  'staff/saveOrganisationSettings': ({ oid }) => ({
    inScope: {
      oid,
      name: 'Matrix University',
      shortName: 'MU',
      poweredBy: 'Aula',
      applicationForm: 'wizard',
      languages: ['en'],
      aboutHtml: '<p>About</p>',
      onlineLearningHtml: '<p>Online</p>',
      contactHtml: '<p>Contact</p>',
    },
  }),
  'staff/presignOrganisationImage': ({ oid }) => ({
    inScope: { oid, slot: 'banner', filename: 'banner.png', filetype: 'image/png', size: 1000 },
  }),
  'staff/setOrganisationImage': ({ oid }) => ({ inScope: { oid, slot: 'banner', filename: null } }),
  'staff/saveExamProviders': ({ oid }) => ({
    inScope: {
      oid,
      proctor: { url: '', clientId: '', secret: { action: 'clear' } },
      scheduler: { url: '', clientId: '', secret: { action: 'clear' } },
    },
  }),
  'staff/listBatchTests': ({ oid }) => ({ inScope: { oid } }),
  'staff/saveBatchTest': ({ oid }) => {
    const body = {
      oid,
      bpid: 'MATRIX-B1',
      testName: 'Proctored final',
      startTime: '2026-12-01T10:00:00+05:30',
      endTime: '2026-12-01T13:00:00+05:30',
      testTotalTime: 120,
      testStatus: 'Active',
    };
    return { inScope: body, outOfScope: body };
  },
  'staff/removeBatchTest': ({ oid }) => ({
    inScope: { oid, bpid: 'MATRIX-B1', testId: 'bt-none' },
    outOfScope: { oid, bpid: 'MATRIX-B1', testId: 'bt-none' },
  }),
  'staff/exportBundle': ({ oid, pid }) => ({ inScope: { oid, pid }, outOfScope: { oid, pid } }),
  'staff/presignBundleImport': ({ oid }) => ({
    inScope: { oid, filename: 'bundle.zip', filetype: 'application/zip', size: 100 },
  }),
  'staff/checkBundleImport': ({ oid }) => ({ inScope: { oid, filename: '1234-bundle.zip' } }),
  'staff/importBundle': ({ oid }) => ({ inScope: { oid, filename: '1234-bundle.zip' } }),
  'staff/listProgrammeCourses': ({ oid, pid }) => ({ inScope: { oid, pid }, outOfScope: { oid, pid } }),
  'staff/createCourse': ({ oid, pid }) => ({
    inScope: {
      oid,
      pid,
      course: { ttitle: 'New course', tduration: 4, tdescription: '<p>New</p>', freenavigation: false },
    },
    outOfScope: {
      oid,
      pid,
      course: { ttitle: 'New course', tduration: 4, tdescription: '<p>New</p>', freenavigation: false },
    },
  }),
  'staff/getCourseDraft': ({ oid, pid, tid }) => ({
    inScope: { oid, pid, tid },
    outOfScope: { oid, pid, tid },
  }),
  'staff/saveCourseDraft': ({ oid, pid }) => ({
    inScope: { oid, pid, tid: 'no-such-course', version: 0, draft: emptyDraft },
    outOfScope: { oid, pid, tid: 'no-such-course', version: 0, draft: emptyDraft },
  }),
  'staff/publishCourse': ({ oid, pid }) => ({
    inScope: { oid, pid, tid: 'no-such-course', version: 0 },
    outOfScope: { oid, pid, tid: 'no-such-course', version: 0 },
  }),
  'staff/presignCourseFile': ({ oid }) => ({
    inScope: { oid, kind: 'pdf', filename: 'guide.pdf', filetype: 'application/pdf', size: 100 },
  }),
  'staff/saveCourseFile': ({ oid }) => ({ inScope: { oid, otype: 'pdf', filename: '1234-guide.pdf' } }),
  'staff/saveCourseFileCaptions': ({ oid }) => ({
    inScope: { oid, ourl: 'course-files/none/1234-talk.mp4', filename: '1234-talk.vtt' },
  }),
  'staff/getCourseFiles': ({ oid }) => ({ inScope: { oid } }),
  'staff/previewCourseFile': ({ oid }) => ({ inScope: { oid, ourl: 'course-files/none/1234-guide.pdf' } }),
  'staff/deleteCourseFile': ({ oid }) => ({ inScope: { oid, ourl: 'course-files/none/1234-guide.pdf' } }),
  'staff/listAdmissions': ({ oid, pid }) => ({ inScope: { oid, pid }, outOfScope: { oid, pid } }),
  'staff/exportAdmissions': ({ oid, pid }) => ({ inScope: { oid, pid }, outOfScope: { oid, pid } }),
  'staff/getAdmission': ({ oid, applicationid }) => ({
    inScope: { oid, applicationid },
    outOfScope: { oid, applicationid },
  }),
  'staff/decideAdmission': ({ oid, applicationid }) => ({
    inScope: { oid, applicationid, decision: 'reject', message: 'Not this time.', version: 0 },
    outOfScope: { oid, applicationid, decision: 'approve', version: 0 },
  }),
  'staff/listNameChanges': ({ oid }) => ({ inScope: { oid } }),
  'staff/decideNameChange': ({ oid }) => ({
    inScope: { oid, id: '00000000-0000-4000-8000-000000000000', decision: 'refuse' },
  }),
  'staff/previewPartnerImport': ({ oid }) => ({
    inScope: {
      oid,
      csv: 'email,first_name,learning_center,learning_center_name\nx@example.test,X,C1,Centre',
    },
  }),
  'staff/importPartnerRecords': ({ oid }) => ({
    inScope: {
      oid,
      csv: 'email,first_name,learning_center,learning_center_name\nx@example.test,X,C1,Centre',
    },
  }),
  'staff/listTaughtCourses': ({ oid }) => ({ inScope: { oid } }),
  'staff/getCourseRoster': ({ oid, bcid }) => ({ inScope: { oid, bcid }, outOfScope: { oid, bcid } }),
  'staff/exportCourseRoster': ({ oid, bcid }) => ({ inScope: { oid, bcid }, outOfScope: { oid, bcid } }),
  'staff/getCourseSwitches': ({ oid, bcid }) => ({ inScope: { oid, bcid }, outOfScope: { oid, bcid } }),
  'staff/setCourseSwitch': ({ oid, bcid }) => ({
    inScope: { oid, bcid, kind: 'courseFeedback', enabled: false },
    outOfScope: { oid, bcid, kind: 'nugget', target: 'MATRIX-N1', enabled: false },
  }),
  'staff/listTaughtAssessments': ({ oid }) => ({ inScope: { oid } }),
  'staff/listMarking': ({ oid, assessid }) => ({ inScope: { oid, assessid }, outOfScope: { oid, assessid } }),
  'staff/getAttemptForMarking': ({ oid, assessid }) => ({
    inScope: { oid, assessid, eid: 'nobody@example.test' },
    outOfScope: { oid, assessid, eid: 'nobody@example.test' },
  }),
  'staff/saveMarks': ({ oid, assessid }) => ({
    inScope: { oid, assessid, eid: 'nobody@example.test', marks: [{ iid: 'q1', mark: 5 }], version: 0 },
    outOfScope: { oid, assessid, eid: 'nobody@example.test', marks: [{ iid: 'q1', mark: 5 }], version: 0 },
  }),
  'staff/setAnonymousMarking': ({ oid, assessid }) => ({
    inScope: { oid, assessid, anonymous: true },
    outOfScope: { oid, assessid, anonymous: true },
  }),
  'staff/exportMarks': ({ oid, assessid }) => ({
    inScope: { oid, assessid },
    outOfScope: { oid, assessid },
  }),
  'staff/releaseMarks': ({ oid, assessid }) => ({
    inScope: { oid, assessid },
    outOfScope: { oid, assessid },
  }),
  'staff/listTimedAssessments': ({ oid }) => ({ inScope: { oid } }),
  'staff/listAccommodations': ({ oid, assessid }) => ({
    inScope: { oid, assessid },
    outOfScope: { oid, assessid },
  }),
  'staff/setAccommodation': ({ oid, assessid }) => ({
    inScope: { oid, assessid, eid: 'nobody@example.test', extraMinutes: 10, reason: 'Matrix.' },
    outOfScope: { oid, assessid, eid: 'nobody@example.test', extraMinutes: 10, reason: 'Matrix.' },
  }),
  'staff/removeAccommodation': ({ oid, assessid }) => ({
    inScope: { oid, assessid, eid: 'nobody@example.test' },
    outOfScope: { oid, assessid, eid: 'nobody@example.test' },
  }),
  // Discussion moderation (ADR 0074): every body names a batch course; context.bcid is not the
  // matrix instructor's. A question that does not exist answers 404 in scope, past the policy.
  'staff/listDiscussionCourses': ({ oid }) => ({ inScope: { oid } }),
  'staff/listCourseDiscussion': ({ oid, bcid }) => ({ inScope: { oid, bcid }, outOfScope: { oid, bcid } }),
  'staff/answerDiscussion': ({ oid, bcid }) => ({
    inScope: { oid, bcid, qid: 'MATRIX-Q', text: 'See the unit notes.' },
    outOfScope: { oid, bcid, qid: 'MATRIX-Q', text: 'See the unit notes.' },
  }),
  'staff/hidePost': ({ oid, bcid }) => ({
    inScope: { oid, bcid, qid: 'MATRIX-Q', reason: 'Off topic' },
    outOfScope: { oid, bcid, qid: 'MATRIX-Q', reason: 'Off topic' },
  }),
  'staff/unhidePost': ({ oid, bcid }) => ({
    inScope: { oid, bcid, qid: 'MATRIX-Q' },
    outOfScope: { oid, bcid, qid: 'MATRIX-Q' },
  }),
  'staff/lockThread': ({ oid, bcid }) => ({
    inScope: { oid, bcid, qid: 'MATRIX-Q', locked: true },
    outOfScope: { oid, bcid, qid: 'MATRIX-Q', locked: true },
  }),
  'staff/approvePost': ({ oid, bcid }) => ({
    inScope: { oid, bcid, qid: 'MATRIX-Q' },
    outOfScope: { oid, bcid, qid: 'MATRIX-Q' },
  }),
  'staff/setDiscussionReview': ({ oid, bcid }) => ({
    inScope: { oid, bcid, review: true },
    outOfScope: { oid, bcid, review: true },
  }),
  // Project review (ADR 0075): every body names a batch course; context.bcid is not the matrix
  // instructor's. An objective or thread that does not exist answers 404 in scope, past the policy.
  'staff/listProjectCourses': ({ oid }) => ({ inScope: { oid } }),
  'staff/listProjectThreads': ({ oid, bcid }) => ({
    inScope: { oid, bcid, objid: 'MATRIX-OBJ' },
    outOfScope: { oid, bcid, objid: 'MATRIX-OBJ' },
  }),
  'staff/getProjectThread': ({ oid, bcid }) => ({
    inScope: { oid, bcid, objid: 'MATRIX-OBJ', eid: 'nobody@example.test' },
    outOfScope: { oid, bcid, objid: 'MATRIX-OBJ', eid: 'nobody@example.test' },
  }),
  'staff/decideProjectMessage': ({ oid, bcid }) => ({
    inScope: {
      oid,
      bcid,
      objid: 'MATRIX-OBJ',
      eid: 'nobody@example.test',
      messageId: 1,
      decision: 'return',
      comment: 'Say more.',
      version: 0,
    },
    outOfScope: {
      oid,
      bcid,
      objid: 'MATRIX-OBJ',
      eid: 'nobody@example.test',
      messageId: 1,
      decision: 'approve',
      version: 0,
    },
  }),
  // IA marks (ADR 0076): every body names a batch course; context.bcid is not the matrix instructor's.
  // A component or learner that does not exist answers 403/404 in scope, past the policy.
  'staff/getIaGrid': ({ oid, bcid }) => ({ inScope: { oid, bcid }, outOfScope: { oid, bcid } }),
  'staff/saveIaComponent': ({ oid, bcid }) => ({
    inScope: { oid, bcid, name: 'IA 1', semester: 1, maxMarks: 25 },
    outOfScope: { oid, bcid, name: 'IA 1', semester: 1, maxMarks: 25 },
  }),
  'staff/saveIaMarks': ({ oid, bcid }) => ({
    inScope: { oid, bcid, cells: [{ eid: 'nobody@example.test', iaid: 'MATRIX-IA', marks: 5 }] },
    outOfScope: { oid, bcid, cells: [{ eid: 'nobody@example.test', iaid: 'MATRIX-IA', marks: 5 }] },
  }),
  'staff/publishIaComponent': ({ oid, bcid }) => ({
    inScope: { oid, bcid, iaid: 'MATRIX-IA' },
    outOfScope: { oid, bcid, iaid: 'MATRIX-IA' },
  }),
  'staff/previewIaImport': ({ oid, bcid }) => ({
    inScope: { oid, bcid, csv: 'email\nnobody@example.test' },
    outOfScope: { oid, bcid, csv: 'email\nnobody@example.test' },
  }),
  'staff/importIaMarks': ({ oid, bcid }) => ({
    inScope: { oid, bcid, csv: 'email\nnobody@example.test' },
    outOfScope: { oid, bcid, csv: 'email\nnobody@example.test' },
  }),
  'staff/listIaConcerns': ({ oid, bcid }) => ({ inScope: { oid, bcid }, outOfScope: { oid, bcid } }),
  'staff/answerIaConcern': ({ oid, bcid }) => ({
    inScope: {
      oid,
      bcid,
      iaid: 'MATRIX-IA',
      eid: 'nobody@example.test',
      answer: 'Checked: the marks stand.',
    },
    outOfScope: {
      oid,
      bcid,
      iaid: 'MATRIX-IA',
      eid: 'nobody@example.test',
      answer: 'Checked: the marks stand.',
    },
  }),
  // What learners say (ADR 0078): the feedback of a batch course the member teaches.
  // Staff reports (ADR 0085): an instructor's courses, a counsellor's programmes, an admin's sign-ins.
  'staff/getProgressReport': ({ oid, bcid }) => ({ inScope: { oid, bcid }, outOfScope: { oid, bcid } }),
  'staff/exportProgressReport': ({ oid, bcid }) => ({ inScope: { oid, bcid }, outOfScope: { oid, bcid } }),
  'staff/listFunnelProgrammes': ({ oid }) => ({ inScope: { oid } }),
  'staff/getFunnelReport': ({ oid, pid }) => ({ inScope: { oid, pid }, outOfScope: { oid, pid } }),
  'staff/exportFunnelReport': ({ oid, pid }) => ({ inScope: { oid, pid }, outOfScope: { oid, pid } }),
  'staff/getSignInReport': ({ oid }) => ({ inScope: { oid } }),
  'staff/getAssessmentReport': ({ oid, assessid }) => ({
    inScope: { oid, assessid },
    outOfScope: { oid, assessid },
  }),
  'staff/exportAssessmentReport': ({ oid, assessid }) => ({
    inScope: { oid, assessid, table: 'items' },
    outOfScope: { oid, assessid, table: 'scores' },
  }),
  'staff/exportSignInReport': ({ oid }) => ({ inScope: { oid } }),
  'staff/getFeedbackSummary': ({ oid, bcid }) => ({
    inScope: { oid, bcid, crir: 'cr' },
    outOfScope: { oid, bcid, crir: 'ir' },
  }),
  // Mini-assignment feedback (ADR 0078): a quiz or learner that does not exist answers 404 in scope.
  'staff/listMiniAssignments': ({ oid }) => ({ inScope: { oid } }),
  'staff/listMiniSubmissions': ({ oid, bcid }) => ({
    inScope: { oid, bcid, quizid: 'MATRIX-MINI' },
    outOfScope: { oid, bcid, quizid: 'MATRIX-MINI' },
  }),
  'staff/addMiniFeedback': ({ oid, bcid }) => ({
    inScope: { oid, bcid, quizid: 'MATRIX-MINI', eid: 'nobody@example.test', message: 'Good work.' },
    outOfScope: { oid, bcid, quizid: 'MATRIX-MINI', eid: 'nobody@example.test', message: 'Good work.' },
  }),
  // Announcements and events (ADR 0077): every body names a batch course (or an admin's whole batch,
  // `bpid`); an announcement or event that does not exist answers 404 in scope, past the policy.
  'staff/listAnnouncements': ({ oid, bcid }) => ({ inScope: { oid, bcid }, outOfScope: { oid, bcid } }),
  'staff/saveAnnouncement': ({ oid, bcid }) => {
    const body = {
      oid,
      bcid,
      type: 'text',
      title: 'Week 3',
      description: 'Read chapter 3.',
      sdate: 1796000000,
    };
    return { inScope: body, outOfScope: body };
  },
  'staff/withdrawAnnouncement': ({ oid, bcid }) => ({
    inScope: { oid, bcid, annid: 'MATRIX-ANN' },
    outOfScope: { oid, bcid, annid: 'MATRIX-ANN' },
  }),
  // A file announcement's upload address (its save claims it): the course named must be taught.
  'staff/presignAnnouncementFile': ({ oid, bcid }) => {
    const body = { oid, bcid, type: 'image', filename: 'poster.png', filetype: 'image/png', size: 1000 };
    return { inScope: body, outOfScope: body };
  },
  // Hall tickets and certificates (ADR 0092): admins only; a batch of another organisation is refused.
  'staff/listRecordBatches': ({ oid }) => ({ inScope: { oid } }),
  'staff/listBatchHallTickets': ({ oid }) => ({
    inScope: { oid, bpid: 'MATRIX-B1' },
    outOfScope: { oid, bpid: 'MATRIX-B1' },
  }),
  'staff/generateHallTickets': ({ oid }) => {
    const body = {
      oid,
      bpid: 'MATRIX-B1',
      exam: 'Finals',
      centre: 'Hall A',
      date: '2027-06-12',
      time: '09:30',
    };
    return { inScope: body, outOfScope: body };
  },
  'staff/presignHallTicket': ({ oid }) => {
    const body = {
      oid,
      bpid: 'MATRIX-B1',
      eid: 'nobody@example.test',
      filename: 'ticket.pdf',
      filetype: 'application/pdf',
      size: 1000,
    };
    return { inScope: body, outOfScope: body };
  },
  'staff/saveHallTicket': ({ oid }) => {
    const body = { oid, bpid: 'MATRIX-B1', eid: 'nobody@example.test', filename: '1234-ticket.pdf' };
    return { inScope: body, outOfScope: body };
  },
  'staff/listIssuedCertificates': ({ oid }) => ({ inScope: { oid } }),
  'staff/issueCertificate': ({ oid }) => {
    const body = { oid, bpid: 'MATRIX-B1', eid: 'nobody@example.test' };
    return { inScope: body, outOfScope: body };
  },
  'staff/revokeCertificate': ({ oid }) => ({
    inScope: { oid, certno: 'MATRIX-2026-00000000', reason: 'Issued in error' },
  }),
  'staff/getCertificateTemplate': ({ oid }) => ({ inScope: { oid } }),
  'staff/presignCertificateImage': ({ oid }) => ({
    inScope: { oid, image: 'logo', filename: 'logo.png', filetype: 'image/png', size: 1000 },
  }),
  'staff/saveCertificateTemplate': ({ oid }) => ({
    inScope: { oid, signatoryName: 'Registrar', signatoryTitle: 'Registrar' },
  }),
  'staff/listEvents': ({ oid, bcid }) => ({ inScope: { oid, bcid }, outOfScope: { oid, bcid } }),
  'staff/saveEvent': ({ oid, bcid }) => ({
    inScope: { oid, bcid, title: 'Viva', start: '2026-12-14' },
    outOfScope: { oid, bcid, title: 'Viva', start: '2026-12-14' },
  }),
  'staff/deleteEvent': ({ oid, bcid }) => ({
    inScope: { oid, bcid, evid: 'MATRIX-EV' },
    outOfScope: { oid, bcid, evid: 'MATRIX-EV' },
  }),
  // Quiz authoring (ADR 0091): admins of the organisation only; ids of another organisation are not found.
  'staff/listQuizAuthoring': ({ oid }) => ({ inScope: { oid } }),
  'staff/createQuestionBank': ({ oid }) => ({ inScope: { oid, name: 'Matrix bank' } }),
  'staff/getQuestionBank': ({ oid }) => ({ inScope: { oid, bankid: 'MATRIX-BANK' } }),
  'staff/saveBankQuestion': ({ oid }) => ({
    inScope: { oid, bankid: 'MATRIX-BANK', question: { atype: 7, istem: '<p>Why?</p>' } },
  }),
  'staff/deleteBankQuestion': ({ oid }) => ({ inScope: { oid, bankid: 'MATRIX-BANK', qid: 'q-1' } }),
  'staff/importBankQuestions': ({ oid }) => ({
    inScope: { oid, bankid: 'MATRIX-BANK', filename: 'q.csv', data: '' },
  }),
  'staff/importQtiQuestions': ({ oid }) => ({
    inScope: { oid, bankid: 'MATRIX-BANK', filename: 'q.xml', data: '' },
  }),
  'staff/getAuthoredQuiz': ({ oid }) => ({ inScope: { oid, quizid: 'MATRIX-QUIZ' } }),
  'staff/saveQuiz': ({ oid }) => ({
    inScope: {
      oid,
      quizid: 'MATRIX-QUIZ',
      create: false,
      qtype: 1,
      cutoff: null,
      deadLine: null,
      qitems: [],
    },
  }),
  'staff/getAuthoredAssessment': ({ oid, assessid }) => ({ inScope: { oid, assessid } }),
  'staff/saveAssessment': ({ oid, assessid }) => ({
    inScope: {
      oid,
      assessid,
      create: false,
      quiztype: 'assess',
      bpid: 'MATRIX-B1',
      tid: null,
      title: 'Matrix',
      startdate: null,
      enddate: null,
      answerdate: null,
      instructions: '',
      qitems: [],
    },
  }),
  'staff/previewQuiz': ({ oid }) => ({ inScope: { oid, quizid: 'MATRIX-QUIZ' } }),
  'staff/checkQuizPreview': ({ oid }) => ({ inScope: { oid, quizid: 'MATRIX-QUIZ', responses: [] } }),
  'staff/previewAssessment': ({ oid, assessid }) => ({ inScope: { oid, assessid } }),
  'staff/checkAssessmentPreview': ({ oid, assessid }) => ({ inScope: { oid, assessid, response: [] } }),
  // The catalogue (ADR 0088): admins only; a programme or batch of another organisation is refused.
  'staff/listCatalogue': ({ oid }) => ({ inScope: { oid } }),
  'staff/createProgramme': ({ oid }) => ({
    inScope: { oid, pid: 'MATRIX-NEW', pname: 'New programme', category: 'certificate' },
  }),
  'staff/getCatalogueProgramme': ({ oid, pid }) => ({ inScope: { oid, pid }, outOfScope: { oid, pid } }),
  'staff/saveProgramme': ({ oid, pid }) => {
    const texts = {
      pname: 'Matrix',
      category: 'certificate',
      ptitle: 'Matrix',
      pimage: 'images/matrix.png',
      etype: 'instructor',
      evbab: false,
      pinfo: { duration: '1 month', format: 'Online', credits: 1 },
      poverview: '',
      pfeatures: '',
      poutcomes: '',
      pinstructors: [],
      pcurriculum: [{ tid: 'MATRIX-T', tlabel: 'Course 1', ttitle: 'Matrix', tduration: 1, tunits: [] }],
      pfaq: [],
    };
    return { inScope: { oid, pid, texts }, outOfScope: { oid, pid, texts } };
  },
  'staff/setProgrammeStatus': ({ oid, pid }) => ({
    inScope: { oid, pid, status: 'draft' },
    outOfScope: { oid, pid, status: 'draft' },
  }),
  'staff/reorderCatalogue': ({ oid, pid }) => ({ inScope: { oid, pids: [pid] } }),
  'staff/saveBatch': ({ oid, pid }) => {
    const body = {
      oid,
      pid,
      title: 'B1',
      psd: '2026-01-01',
      ped: '2026-12-31',
      current: true,
    };
    return { inScope: body, outOfScope: body };
  },
  'staff/setBatchCourses': ({ oid, pid }) => ({
    inScope: { oid, pid, bpid: 'MATRIX-B1', courses: [] },
    outOfScope: { oid, pid, bpid: 'MATRIX-B1', courses: [] },
  }),
};
