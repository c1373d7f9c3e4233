import type announcements from '../locales/en/announcements.json';
import type applications from '../locales/en/applications.json';
import type assessments from '../locales/en/assessments.json';
import type assignedExams from '../locales/en/assigned-exams.json';
import type auth from '../locales/en/auth.json';
import type calendar from '../locales/en/calendar.json';
import type certificates from '../locales/en/certificates.json';
import type common from '../locales/en/common.json';
import type course from '../locales/en/course.json';
import type exams from '../locales/en/exams.json';
import type hallTickets from '../locales/en/hall-tickets.json';
import type iaMarks from '../locales/en/ia-marks.json';
import type mediaViewer from '../locales/en/media-viewer.json';
import type myPrograms from '../locales/en/my-programs.json';
import type notifications from '../locales/en/notifications.json';
import type programDetail from '../locales/en/program-detail.json';
import type programFeedback from '../locales/en/program-feedback.json';
import type programInfo from '../locales/en/program-info.json';
import type programs from '../locales/en/programs.json';
import type publicSite from '../locales/en/public-site.json';
import type reports from '../locales/en/reports.json';
import type shell from '../locales/en/shell.json';

// English is the reference catalogue: `t('key')` is checked against it at compile time, and a test
// checks that French has the same keys.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      announcements: typeof announcements;
      applications: typeof applications;
      assessments: typeof assessments;
      auth: typeof auth;
      calendar: typeof calendar;
      certificates: typeof certificates;
      common: typeof common;
      course: typeof course;
      exams: typeof exams;
      'hall-tickets': typeof hallTickets;
      'ia-marks': typeof iaMarks;
      'media-viewer': typeof mediaViewer;
      'my-programs': typeof myPrograms;
      notifications: typeof notifications;
      'program-detail': typeof programDetail;
      'program-feedback': typeof programFeedback;
      'program-info': typeof programInfo;
      programs: typeof programs;
      'public-site': typeof publicSite;
      reports: typeof reports;
      shell: typeof shell;
      'assigned-exams': typeof assignedExams;
    };
  }
}
