import { operations } from '@aula/contract/operations';
import { describe, expect, it } from 'vitest';
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
  announcements: [
    'staff/listTaughtCourses',
    'staff/listAnnouncements',
    'staff/saveAnnouncement',
    'staff/withdrawAnnouncement',
    'staff/listEvents',
    'staff/saveEvent',
    'staff/deleteEvent',
  ],
  bundles: ['staff/exportBundle'],
} as const;

describe('the staff sections', () => {
  it.each(staffSections)('$key opens to the roles the contract gives its operations', (section) => {
    for (const name of sectionOperations[section.key]) {
      expect([...(operations[name].roles ?? [])].sort(), name).toEqual([...section.roles].sort());
    }
  });
});
