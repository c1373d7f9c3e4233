import { applicationSection } from './modules/applications/index.ts';
import { attemptsSection } from './modules/assessments/index.ts';
import { assignedExamSection, batchTestSection, examResultSection } from './modules/assigned-exams/index.ts';
import { accountsSection } from './modules/auth/index.ts';
import { certificateSection, certificateTemplateSection } from './modules/certificates/index.ts';
import { complaintSection } from './modules/complaints/index.ts';
import {
  announcementSection,
  assessmentSection,
  type BundleSection,
  courseSection,
  eventSection,
  type ImportOptions,
  type ImportSummary,
  importBundle,
  notificationSection,
  organisationSection,
  programSection,
  quizSection,
} from './modules/content/index.ts';
import { courseInstructorSection, courseSwitchSection } from './modules/course/index.ts';
import { discussionSection } from './modules/discussion/index.ts';
import { enrolmentSection } from './modules/enrolments/index.ts';
import { hallTicketSection } from './modules/hall-tickets/index.ts';
import { iaMarksSection } from './modules/ia-marks/index.ts';
import { profileSection } from './modules/profile/index.ts';
import { feedbackSection } from './modules/program-feedback/index.ts';
import { progressSection } from './modules/progress/index.ts';
import { projectThreadSection } from './modules/project-phase/index.ts';
import { questionBankSection } from './modules/quiz-authoring/index.ts';
import {
  courseFeedbackResponseSection,
  courseFeedbackSection,
  miniAssignmentSection,
} from './modules/quizzes/index.ts';
import { partnerRegistrationSection } from './modules/scholarship/index.ts';
import { scormSection } from './modules/scorm/index.ts';
import { staffScopesSection } from './modules/staff/index.ts';
import type { Db } from './platform/db.ts';

/**
 * The sections of a content bundle, in load order: a section may refer to records of the sections
 * before it (a course names its program, an event its batch). Part of the composition root: the one
 * place that knows every module's section, so the content module never reaches into the others. To add
 * a part of the bundle, write its schema in the contract and its section in its module, export the
 * section from the module's index.ts, and list it here.
 */
export const contentSections: readonly BundleSection<unknown>[] = [
  organisationSection,
  certificateTemplateSection,
  accountsSection,
  programSection,
  quizSection,
  questionBankSection,
  courseSection,
  staffScopesSection,
  courseSwitchSection,
  assessmentSection,
  batchTestSection,
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
  courseInstructorSection,
  profileSection,
  complaintSection,
  discussionSection,
  projectThreadSection,
  scormSection,
  attemptsSection,
  courseFeedbackSection,
  courseFeedbackResponseSection,
  miniAssignmentSection,
];

/**
 * The sections of the catalogue (ADR 0084, 0098), in the same order: what an export writes, and all an
 * admin imports from the browser. Accounts, staff roles and learners' records are imported only by
 * `npm run content:import`, from a folder on the server.
 */
export const catalogueSections: readonly BundleSection<unknown>[] = contentSections.filter((section) =>
  [
    organisationSection,
    certificateTemplateSection,
    programSection,
    quizSection,
    questionBankSection,
    courseSection,
    courseSwitchSection,
    assessmentSection,
    batchTestSection,
    eventSection,
    announcementSection,
    feedbackSection,
    courseInstructorSection,
    scormSection,
    courseFeedbackSection,
  ].includes(section),
);

/** The bundle files of the sections that are not the catalogue's (accounts.json, progress.json, ...). */
export const recordSectionFiles: readonly string[] = [
  ...new Set(
    contentSections
      .filter((section) => !catalogueSections.includes(section))
      .map((section) => section.file)
      .filter((file) => !catalogueSections.some((section) => section.file === file)),
  ),
];

/** Loads a content bundle with every section of the portal (see importBundle). */
export function importContent(
  db: Db,
  folder: string,
  options: Pick<ImportOptions, 'files' | 'clock' | 'onNote'>,
): Promise<ImportSummary> {
  return importBundle(db, folder, { ...options, sections: contentSections });
}
