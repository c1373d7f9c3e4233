import { applicationSection } from '../applications/application-section.ts';
import { assignedExamSection } from '../assigned-exams/assigned-exam-section.ts';
import { examResultSection } from '../assigned-exams/exam-result-section.ts';
import { accountsSection } from '../auth/accounts-section.ts';
import { certificateSection } from '../certificates/certificate-section.ts';
import { enrolmentSection } from '../enrolments/enrolment-section.ts';
import { hallTicketSection } from '../hall-tickets/hall-ticket-section.ts';
import { iaMarksSection } from '../ia-marks/ia-marks-section.ts';
import { feedbackSection } from '../program-feedback/feedback-section.ts';
import { progressSection } from '../progress/progress-section.ts';
import { partnerRegistrationSection } from '../scholarship/partner-registration-section.ts';
import type { BundleSection } from './section.ts';
import { announcementSection } from './sections/announcement-section.ts';
import { assessmentSection } from './sections/assessment-section.ts';
import { courseSection } from './sections/course-section.ts';
import { eventSection } from './sections/event-section.ts';
import { notificationSection } from './sections/notification-section.ts';
import { organisationSection } from './sections/organisation-section.ts';
import { programSection } from './sections/program-section.ts';
import { quizSection } from './sections/quiz-section.ts';

/**
 * The sections of a content bundle, in load order: a section may refer to records of the sections
 * before it (a course names its program, an event its batch). To add a part of the bundle (say
 * `accounts.json`), write its schema in the contract and its section beside these, and list it here.
 */
export const sections: readonly BundleSection<unknown>[] = [
  organisationSection,
  accountsSection,
  programSection,
  quizSection,
  courseSection,
  assessmentSection,
  enrolmentSection,
  eventSection,
  announcementSection,
  notificationSection,
  partnerRegistrationSection,
  applicationSection,
  assignedExamSection,
  examResultSection,
  feedbackSection,
  progressSection,
  certificateSection,
  hallTicketSection,
  iaMarksSection,
];
