import { operations } from '@aula/contract/operations';
import { describe, expect, it } from 'vitest';
import { reports } from './reports/components/staff-reports.tsx';
import { staffSections } from './staff-roles.ts';

/** The operations each section's page calls: its roles are those the contract lets call them. */
const sectionOperations = {
  admissions: ['staff/listAdmissions', 'staff/getAdmission', 'staff/decideAdmission'],
  nameChanges: ['staff/listNameChanges', 'staff/decideNameChange'],
  partnerRecords: ['staff/previewPartnerImport', 'staff/importPartnerRecords'],
  audit: ['staff/listAuditEvents'],
  accounts: ['staff/listStaff', 'staff/setStaffGrants'],
  courses: [
    'staff/listTaughtCourses',
    'staff/getCourseRoster',
    'staff/exportCourseRoster',
    'staff/getCourseSwitches',
    'staff/setCourseSwitch',
  ],
  marking: [
    'staff/listTaughtAssessments',
    'staff/listMarking',
    'staff/getAttemptForMarking',
    'staff/saveMarks',
    'staff/releaseMarks',
  ],
  extraTime: [
    'staff/listTimedAssessments',
    'staff/listAccommodations',
    'staff/setAccommodation',
    'staff/removeAccommodation',
  ],
  discussion: [
    'staff/listDiscussionCourses',
    'staff/listCourseDiscussion',
    'staff/answerDiscussion',
    'staff/hidePost',
    'staff/unhidePost',
    'staff/lockThread',
  ],
  project: [
    'staff/listProjectCourses',
    'staff/listProjectThreads',
    'staff/getProjectThread',
    'staff/decideProjectMessage',
  ],
  iaMarks: [
    'staff/listTaughtCourses',
    'staff/getIaGrid',
    'staff/saveIaComponent',
    'staff/saveIaMarks',
    'staff/publishIaComponent',
    'staff/previewIaImport',
    'staff/importIaMarks',
    'staff/listIaConcerns',
    'staff/answerIaConcern',
  ],
  feedback: ['staff/listTaughtCourses', 'staff/getFeedbackSummary'],
  miniAssignments: ['staff/listMiniAssignments', 'staff/listMiniSubmissions', 'staff/addMiniFeedback'],
  // Each report opens to its own roles (reports.tsx); the section to any of them (the test below).
  reports: [],
  announcements: [
    'staff/listTaughtCourses',
    'staff/listAnnouncements',
    'staff/saveAnnouncement',
    'staff/withdrawAnnouncement',
    'staff/listEvents',
    'staff/saveEvent',
    'staff/deleteEvent',
  ],
  bundles: [
    'staff/exportBundle',
    'staff/presignBundleImport',
    'staff/checkBundleImport',
    'staff/importBundle',
  ],
  media: [
    'staff/presignCourseFile',
    'staff/saveCourseFile',
    'staff/saveCourseFileCaptions',
    'staff/getCourseFiles',
    'staff/previewCourseFile',
    'staff/deleteCourseFile',
  ],
  organisation: [
    'staff/getOrganisationSettings',
    'staff/saveOrganisationSettings',
    'staff/presignOrganisationImage',
    'staff/setOrganisationImage',
    'staff/saveExamProviders',
    'staff/listBatchTests',
    'staff/saveBatchTest',
    'staff/removeBatchTest',
  ],
  quizzes: [
    'staff/listQuizAuthoring',
    'staff/createQuestionBank',
    'staff/getQuestionBank',
    'staff/saveBankQuestion',
    'staff/deleteBankQuestion',
    'staff/importBankQuestions',
    'staff/importQtiQuestions',
    'staff/getAuthoredQuiz',
    'staff/saveQuiz',
    'staff/getAuthoredAssessment',
    'staff/saveAssessment',
    'staff/previewQuiz',
    'staff/checkQuizPreview',
    'staff/previewAssessment',
    'staff/checkAssessmentPreview',
  ],
  certificates: [
    'staff/listRecordBatches',
    'staff/listIssuedCertificates',
    'staff/issueCertificate',
    'staff/revokeCertificate',
    'staff/getCertificateTemplate',
    'staff/presignCertificateImage',
    'staff/saveCertificateTemplate',
  ],
  hallTickets: [
    'staff/listRecordBatches',
    'staff/listBatchHallTickets',
    'staff/generateHallTickets',
    'staff/presignHallTicket',
    'staff/saveHallTicket',
  ],
  catalogue: [
    'staff/listCatalogue',
    'staff/createProgramme',
    'staff/getCatalogueProgramme',
    'staff/saveProgramme',
    'staff/setProgrammeStatus',
    'staff/reorderCatalogue',
    'staff/saveBatch',
    'staff/setBatchCourses',
  ],
} as const;

describe('the staff sections', () => {
  it('opens Reports to every role of a report, and each report to the roles of its operations', () => {
    const reportOperations = {
      progress: ['staff/getProgressReport', 'staff/exportProgressReport'],
      assessments: [
        'staff/listTaughtAssessments',
        'staff/getAssessmentReport',
        'staff/exportAssessmentReport',
      ],
      funnel: ['staff/listFunnelProgrammes', 'staff/getFunnelReport', 'staff/exportFunnelReport'],
      signIns: ['staff/getSignInReport', 'staff/exportSignInReport'],
    } as const;
    for (const report of reports) {
      for (const name of reportOperations[report.key]) {
        expect([...(operations[name].roles ?? [])].sort(), name).toEqual([...report.roles].sort());
      }
    }
    const section = staffSections.find((each) => each.key === 'reports');
    expect([...(section?.roles ?? [])].sort()).toEqual(
      [...new Set(reports.flatMap((report) => report.roles))].sort(),
    );
  });

  it.each(staffSections)('$key opens to the roles the contract gives its operations', (section) => {
    for (const name of sectionOperations[section.key]) {
      expect([...(operations[name].roles ?? [])].sort(), name).toEqual([...section.roles].sort());
    }
  });
});
