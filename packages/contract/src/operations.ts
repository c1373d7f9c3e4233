import { getPreLoginPresignedUrl, getPresignedUrl } from './account-uploads.ts';
import { getPrograms, syncUserProgramProgress } from './admissions.ts';
import { analyticsWebApp } from './analytics.ts';
import { announcements, getAnnouncements } from './announcements.ts';
import {
  getApplicationPresignedUrl,
  getUserApplication,
  updateUserApplication,
} from './application-wizard.ts';
import { getApplication } from './applications.ts';
import {
  getAssessment,
  getAssessmentAnswers,
  getAssessmentPresignedUrl,
  getAssessmentQuiz,
  getServerTime,
  updateAssessment,
} from './assessments.ts';
import { getAssignedTests, getTestResult, getWheeboxToken, indianTimeZone } from './assigned-exams.ts';
import {
  completeNewPassword,
  confirmSignUp,
  currentSession,
  currentUserInfo,
  forgotPassword,
  forgotPasswordSubmit,
  signIn,
  signOut,
  signUp,
} from './auth.ts';
import {
  generateCertificate,
  getCertificateStatus,
  getCertificates,
  verifyCertificate,
} from './certificates.ts';
import { addcomplent, addcomplentPreLogin, getcomplents } from './complaints.ts';
import { getCourse, getCourseInstructor, getCourseVideos, getpodcast, getReferences } from './course.ts';
import { getCourseFeedback, updateCourseFeedback } from './course-feedback.ts';
import { getObjectContent, getUserCourseProgress, openObject, syncUserProgress } from './course-player.ts';
import { getDiscussion, updateDiscussion } from './discussion.ts';
import { getCalendarFeedUrl, getEvents, renewCalendarFeedUrl, revokeCalendarFeedUrl } from './events.ts';
import { getExamSchedulingForm, getusn } from './exams.ts';
import { getHallticket } from './hall-tickets.ts';
import { getIaMarks, updateIaConcern } from './ia-marks.ts';
import { getAssignmentData, getMiniAssignmentUploadUrl, updateMiniAssignment } from './mini-assignments.ts';
import { getNotifications, getUnreadNotificationCount, markNotificationsRead } from './notifications.ts';
import { getOrganisation } from './organisation.ts';
import {
  getPaperApplication,
  getPaperApplicationPresignedUrl,
  updatePaperApplication,
} from './paper-application.ts';
import { getUserProfile, updateuserprofile } from './profile.ts';
import { getProgramDetail } from './program-detail.ts';
import { getfeedback, updatefeedback } from './program-feedback.ts';
import { getAcademicSchedule, getBatchID, getProgram } from './program-info.ts';
import { getAllProgramList } from './programs.ts';
import { getUserTotalProgress } from './progress.ts';
import {
  getProjectApprovedMessage,
  getProjectPhase,
  getProjectPresignedUrl,
  getUserProjectObjects,
  updateUserProjectObjects,
} from './project-phase.ts';
import { checkQuizAnswer, getQuiz, postQuiz } from './quizzes.ts';
import { getLearnerReport } from './reports.ts';
import { getGoogleCloudResponse } from './scholarship.ts';
import { commitScormData, getScormData } from './scorm.ts';
import { getSharedObject } from './shared-objects.ts';
import {
  confirmTotpEnrolment,
  exportAuditEvents,
  inviteStaff,
  listAuditEvents,
  listStaff,
  resetSecondFactor,
  secondFactorChallenge,
  setStaffGrants,
  startTotpEnrolment,
  verifySecondFactor,
} from './staff.ts';
import { decideAdmission, exportAdmissions, getAdmission, listAdmissions } from './staff-admissions.ts';
import {
  deleteEvent,
  listStaffAnnouncements,
  listStaffEvents,
  presignAnnouncementFile,
  saveAnnouncement,
  saveEvent,
  withdrawAnnouncement,
} from './staff-announcements.ts';
import { listBatchTests, removeBatchTest, saveBatchTest } from './staff-batch-tests.ts';
import { checkBundleImport, exportBundle, importBundleZip, presignBundleImport } from './staff-bundles.ts';
import {
  createProgramme,
  getCatalogueProgramme,
  listCatalogue,
  reorderCatalogue,
  saveBatch,
  saveProgramme,
  setBatchCourses,
  setProgrammeStatus,
} from './staff-catalogue.ts';
import {
  getCertificateTemplate,
  issueCertificate,
  listIssuedCertificates,
  presignCertificateImage,
  revokeCertificate,
  saveCertificateTemplate,
} from './staff-certificates.ts';
import {
  createCourse,
  getCourseDraft,
  listProgrammeCourses,
  publishCourse,
  saveCourseDraft,
} from './staff-course-builder.ts';
import {
  deleteCourseFile,
  getCourseFiles,
  presignCourseFile,
  previewCourseFile,
  saveCourseFile,
  saveCourseFileCaptions,
} from './staff-course-files.ts';

import {
  exportCourseRoster,
  getCourseRoster,
  getCourseSwitches,
  listTaughtCourses,
  setCourseSwitch,
} from './staff-courses.ts';
import {
  answerDiscussion,
  approvePost,
  hidePost,
  listCourseDiscussion,
  listDiscussionCourses,
  lockThread,
  setDiscussionReview,
  unhidePost,
} from './staff-discussion.ts';
import {
  listAccommodations,
  listTimedAssessments,
  removeAccommodation,
  setAccommodation,
} from './staff-extra-time.ts';
import { getFeedbackSummary } from './staff-feedback.ts';
import {
  generateHallTickets,
  listBatchHallTickets,
  listRecordBatches,
  presignHallTicket,
  saveHallTicket,
} from './staff-hall-tickets.ts';
import {
  answerIaConcern,
  getIaGrid,
  importIaMarks,
  listIaConcerns,
  previewIaImport,
  publishIaComponent,
  saveIaComponent,
  saveIaMarks,
} from './staff-ia-marks.ts';
import {
  exportMarks,
  getAttemptForMarking,
  listMarking,
  listTaughtAssessments,
  releaseMarks,
  saveMarks,
  setAnonymousMarking,
} from './staff-marking.ts';
import { addMiniFeedback, listMiniAssignments, listMiniSubmissions } from './staff-mini-assignments.ts';
import { decideNameChange, listNameChanges } from './staff-name-changes.ts';
import {
  getOrganisationSettings,
  presignOrganisationImage,
  saveExamProviders,
  saveOrganisationSettings,
  setOrganisationImage,
} from './staff-organisation.ts';
import { importPartnerRecords, previewPartnerImport } from './staff-partner-import.ts';
import {
  decideProjectMessage,
  getProjectThread,
  listProjectCourses,
  listProjectThreads,
} from './staff-project.ts';
import {
  checkAssessmentPreview,
  checkQuizPreview,
  createQuestionBank,
  deleteBankQuestion,
  getAuthoredAssessment,
  getAuthoredQuiz,
  getQuestionBank,
  importBankQuestions,
  importQtiQuestions,
  listQuizAuthoring,
  previewAssessment,
  previewQuiz,
  saveAssessment,
  saveBankQuestion,
  saveQuiz,
} from './staff-quiz-authoring.ts';
import {
  exportAssessmentReport,
  exportFunnelReport,
  exportProgressReport,
  exportSignInReport,
  getAssessmentReport,
  getFunnelReport,
  getProgressReport,
  getSignInReport,
  listFunnelProgrammes,
} from './staff-reports.ts';

/** Every operation of the API, once. The server must register each; the suites iterate over all. */
export const operations = {
  getOrganisation,
  getAllProgramList,
  getProgramDetail,
  getGoogleCloudResponse,
  getApplication,
  getAssignedTests,
  indianTimeZone,
  getTestResult,
  getWheeboxToken,
  getusn,
  getExamSchedulingForm,
  getLearnerReport,
  getEvents,
  getCalendarFeedUrl,
  renewCalendarFeedUrl,
  revokeCalendarFeedUrl,
  announcements,
  getAnnouncements,
  getNotifications,
  getUnreadNotificationCount,
  markNotificationsRead,
  getUserTotalProgress,
  analyticsWebApp,
  getProgram,
  getAcademicSchedule,
  getBatchID,
  getfeedback,
  updatefeedback,
  getCertificates,
  getCertificateStatus,
  generateCertificate,
  verifyCertificate,
  getHallticket,
  getIaMarks,
  updateIaConcern,
  getPrograms,
  syncUserProgramProgress,
  getUserApplication,
  updateUserApplication,
  getApplicationPresignedUrl,
  // The paper-style APPLICATION FOR ADMISSION form (issue 11 item 7).
  getPaperApplication,
  updatePaperApplication,
  getPaperApplicationPresignedUrl,
  getCourse,
  getReferences,
  getCourseVideos,
  getpodcast,
  getCourseInstructor,
  // Account: profile, complaints, Report A Query, shared objects (issue 11).
  getPresignedUrl,
  getPreLoginPresignedUrl,
  getUserProfile,
  updateuserprofile,
  getcomplents,
  addcomplent,
  addcomplentPreLogin,
  getSharedObject,
  getDiscussion,
  updateDiscussion,
  getProjectPhase,
  getUserProjectObjects,
  updateUserProjectObjects,
  getProjectPresignedUrl,
  getProjectApprovedMessage,
  getUserCourseProgress,
  openObject,
  getObjectContent,
  syncUserProgress,
  getScormData,
  commitScormData,
  getAssessment,
  getServerTime,
  getAssessmentQuiz,
  updateAssessment,
  getAssessmentAnswers,
  getAssessmentPresignedUrl,
  getQuiz,
  checkQuizAnswer,
  postQuiz,
  getAssignmentData,
  getMiniAssignmentUploadUrl,
  updateMiniAssignment,
  getCourseFeedback,
  updateCourseFeedback,
  'auth/signIn': signIn,
  'auth/signUp': signUp,
  'auth/confirmSignUp': confirmSignUp,
  'auth/forgotPassword': forgotPassword,
  'auth/forgotPasswordSubmit': forgotPasswordSubmit,
  'auth/completeNewPassword': completeNewPassword,
  'auth/signOut': signOut,
  'auth/currentSession': currentSession,
  'auth/currentUserInfo': currentUserInfo,
  // Staff: counsellors decide admissions (issue 23, ADR 0067).
  'staff/listAdmissions': listAdmissions,
  'staff/exportAdmissions': exportAdmissions,
  'staff/getAdmission': getAdmission,
  'staff/decideAdmission': decideAdmission,
  'staff/listNameChanges': listNameChanges,
  'staff/decideNameChange': decideNameChange,
  'staff/previewPartnerImport': previewPartnerImport,
  'staff/importPartnerRecords': importPartnerRecords,
  // Staff identity: the second factor, staff accounts and the audit log (issue 23, ADR 0066).
  'staff/startTotpEnrolment': startTotpEnrolment,
  'staff/confirmTotpEnrolment': confirmTotpEnrolment,
  'staff/verifySecondFactor': verifySecondFactor,
  'staff/secondFactorChallenge': secondFactorChallenge,
  'staff/listStaff': listStaff,
  'staff/inviteStaff': inviteStaff,
  'staff/setStaffGrants': setStaffGrants,
  'staff/resetSecondFactor': resetSecondFactor,
  'staff/listAuditEvents': listAuditEvents,
  'staff/exportAuditEvents': exportAuditEvents,
  // Staff: the catalogue as a content bundle (issue 25 item 7, ADR 0084).
  'staff/exportBundle': exportBundle,
  'staff/presignBundleImport': presignBundleImport,
  'staff/checkBundleImport': checkBundleImport,
  'staff/importBundle': importBundleZip,
  // Staff: course files and packages uploaded in the browser (issue 25 item 2, ADR 0090).
  'staff/presignCourseFile': presignCourseFile,
  'staff/saveCourseFile': saveCourseFile,
  'staff/saveCourseFileCaptions': saveCourseFileCaptions,
  'staff/getCourseFiles': getCourseFiles,
  'staff/previewCourseFile': previewCourseFile,
  'staff/deleteCourseFile': deleteCourseFile,
  // Staff: an instructor's courses, their rosters and switches (issue 24, ADR 0071).
  'staff/listTaughtCourses': listTaughtCourses,
  'staff/getCourseRoster': getCourseRoster,
  'staff/exportCourseRoster': exportCourseRoster,
  'staff/getCourseSwitches': getCourseSwitches,
  'staff/setCourseSwitch': setCourseSwitch,
  // Staff: instructors mark open answers and release them (issue 24, ADR 0072).
  'staff/listTaughtAssessments': listTaughtAssessments,
  'staff/listMarking': listMarking,
  'staff/getAttemptForMarking': getAttemptForMarking,
  'staff/exportMarks': exportMarks,
  'staff/saveMarks': saveMarks,
  'staff/releaseMarks': releaseMarks,
  'staff/setAnonymousMarking': setAnonymousMarking,
  // Staff: extra time on a timed assessment (issue 24, ADR 0073).
  'staff/listTimedAssessments': listTimedAssessments,
  'staff/listAccommodations': listAccommodations,
  'staff/setAccommodation': setAccommodation,
  'staff/removeAccommodation': removeAccommodation,
  // Instructors moderate their courses' discussion (issue 24 item 5, ADR 0074).
  'staff/listDiscussionCourses': listDiscussionCourses,
  'staff/listCourseDiscussion': listCourseDiscussion,
  'staff/answerDiscussion': answerDiscussion,
  'staff/hidePost': hidePost,
  'staff/unhidePost': unhidePost,
  'staff/lockThread': lockThread,
  'staff/approvePost': approvePost,
  'staff/setDiscussionReview': setDiscussionReview,
  // Instructors review project work: approve or return a message (issue 24 item 4, ADR 0075).
  'staff/listProjectCourses': listProjectCourses,
  'staff/listProjectThreads': listProjectThreads,
  'staff/getProjectThread': getProjectThread,
  'staff/decideProjectMessage': decideProjectMessage,
  // IA marks and concerns (issue 24 item 7, ADR 0076).
  'staff/getIaGrid': getIaGrid,
  'staff/saveIaComponent': saveIaComponent,
  'staff/saveIaMarks': saveIaMarks,
  'staff/publishIaComponent': publishIaComponent,
  'staff/previewIaImport': previewIaImport,
  'staff/importIaMarks': importIaMarks,
  'staff/listIaConcerns': listIaConcerns,
  'staff/answerIaConcern': answerIaConcern,
  // What learners say: course and instructor feedback of the courses taught (issue 24 item 10, ADR 0078).
  'staff/getFeedbackSummary': getFeedbackSummary,
  // Staff reports: progress, the application funnel, sign-ins (issue 25 item 8, ADR 0085).
  'staff/getProgressReport': getProgressReport,
  'staff/exportProgressReport': exportProgressReport,
  'staff/listFunnelProgrammes': listFunnelProgrammes,
  'staff/getFunnelReport': getFunnelReport,
  'staff/exportFunnelReport': exportFunnelReport,
  'staff/getSignInReport': getSignInReport,
  'staff/exportSignInReport': exportSignInReport,
  'staff/getAssessmentReport': getAssessmentReport,
  'staff/exportAssessmentReport': exportAssessmentReport,
  // Feedback on the mini assignments of the courses taught (issue 24 item 3, ADR 0078).
  'staff/listMiniAssignments': listMiniAssignments,
  'staff/listMiniSubmissions': listMiniSubmissions,
  'staff/addMiniFeedback': addMiniFeedback,
  'staff/listAnnouncements': listStaffAnnouncements,
  'staff/saveAnnouncement': saveAnnouncement,
  'staff/withdrawAnnouncement': withdrawAnnouncement,
  'staff/presignAnnouncementFile': presignAnnouncementFile,
  'staff/listEvents': listStaffEvents,
  'staff/saveEvent': saveEvent,
  'staff/deleteEvent': deleteEvent,
  // The course builder: drafts of a programme's courses, published to learners (ADR 0089).
  'staff/listProgrammeCourses': listProgrammeCourses,
  'staff/createCourse': createCourse,
  'staff/getCourseDraft': getCourseDraft,
  'staff/saveCourseDraft': saveCourseDraft,
  'staff/publishCourse': publishCourse,
  // The organisation's settings, exam providers and batch tests (issue 25 items 5 and 6, ADR 0093).
  'staff/getOrganisationSettings': getOrganisationSettings,
  'staff/saveOrganisationSettings': saveOrganisationSettings,
  'staff/presignOrganisationImage': presignOrganisationImage,
  'staff/setOrganisationImage': setOrganisationImage,
  'staff/saveExamProviders': saveExamProviders,
  'staff/listBatchTests': listBatchTests,
  'staff/saveBatchTest': saveBatchTest,
  'staff/removeBatchTest': removeBatchTest,
  // Quizzes, assessments and question banks authored in the browser (issue 25 item 3, ADR 0091).
  'staff/listQuizAuthoring': listQuizAuthoring,
  'staff/createQuestionBank': createQuestionBank,
  'staff/getQuestionBank': getQuestionBank,
  'staff/saveBankQuestion': saveBankQuestion,
  'staff/deleteBankQuestion': deleteBankQuestion,
  'staff/importBankQuestions': importBankQuestions,
  'staff/importQtiQuestions': importQtiQuestions,
  'staff/getAuthoredQuiz': getAuthoredQuiz,
  'staff/saveQuiz': saveQuiz,
  'staff/getAuthoredAssessment': getAuthoredAssessment,
  'staff/saveAssessment': saveAssessment,
  'staff/previewQuiz': previewQuiz,
  'staff/checkQuizPreview': checkQuizPreview,
  'staff/previewAssessment': previewAssessment,
  'staff/checkAssessmentPreview': checkAssessmentPreview,
  // Hall tickets and certificates issued by admins, and the certificate template (issue 25 item 4, ADR 0092).
  'staff/listRecordBatches': listRecordBatches,
  'staff/listBatchHallTickets': listBatchHallTickets,
  'staff/generateHallTickets': generateHallTickets,
  'staff/presignHallTicket': presignHallTicket,
  'staff/saveHallTicket': saveHallTicket,
  'staff/listIssuedCertificates': listIssuedCertificates,
  'staff/issueCertificate': issueCertificate,
  'staff/revokeCertificate': revokeCertificate,
  'staff/getCertificateTemplate': getCertificateTemplate,
  'staff/presignCertificateImage': presignCertificateImage,
  'staff/saveCertificateTemplate': saveCertificateTemplate,
  // The catalogue authored in /staff (issue 25 item 1, ADR 0088): programmes and batches.
  'staff/listCatalogue': listCatalogue,
  'staff/createProgramme': createProgramme,
  'staff/getCatalogueProgramme': getCatalogueProgramme,
  'staff/saveProgramme': saveProgramme,
  'staff/setProgrammeStatus': setProgrammeStatus,
  'staff/reorderCatalogue': reorderCatalogue,
  'staff/saveBatch': saveBatch,
  'staff/setBatchCourses': setBatchCourses,
} as const;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
