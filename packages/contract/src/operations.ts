import { analyticsWebApp } from './analytics.ts';
import { announcements, getAnnouncements } from './announcements.ts';
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
import { generateCertificate, getCertificates, verifyCertificate } from './certificates.ts';
import { getCourse, getCourseVideos, getpodcast, getReferences } from './course.ts';
import { getCalendarFeedUrl, getEvents, renewCalendarFeedUrl, revokeCalendarFeedUrl } from './events.ts';
import { getExamSchedulingForm, getusn } from './exams.ts';
import { getHallticket } from './hall-tickets.ts';
import { getIaMarks, updateIaConcern } from './ia-marks.ts';
import { getNotifications, getUnreadNotificationCount, markNotificationsRead } from './notifications.ts';
import { getOrganisation } from './organisation.ts';
import { getProgramDetail } from './program-detail.ts';
import { getfeedback, updatefeedback } from './program-feedback.ts';
import { getAcademicSchedule, getBatchID, getProgram } from './program-info.ts';
import { getAllProgramList } from './programs.ts';
import { getUserTotalProgress } from './progress.ts';
import { getLearnerReport } from './reports.ts';
import { getGoogleCloudResponse } from './scholarship.ts';

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
  generateCertificate,
  verifyCertificate,
  getHallticket,
  getIaMarks,
  updateIaConcern,
  getCourse,
  getReferences,
  getCourseVideos,
  getpodcast,
  getAssessment,
  getServerTime,
  getAssessmentQuiz,
  updateAssessment,
  getAssessmentAnswers,
  getAssessmentPresignedUrl,
  'auth/signIn': signIn,
  'auth/signUp': signUp,
  'auth/confirmSignUp': confirmSignUp,
  'auth/forgotPassword': forgotPassword,
  'auth/forgotPasswordSubmit': forgotPasswordSubmit,
  'auth/completeNewPassword': completeNewPassword,
  'auth/signOut': signOut,
  'auth/currentSession': currentSession,
  'auth/currentUserInfo': currentUserInfo,
} as const;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
