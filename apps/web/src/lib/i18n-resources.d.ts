import type admissions from '../locales/en/admissions.json';
import type announcements from '../locales/en/announcements.json';
import type applications from '../locales/en/applications.json';
import type assessments from '../locales/en/assessments.json';
import type assignedExams from '../locales/en/assigned-exams.json';
import type auth from '../locales/en/auth.json';
import type calendar from '../locales/en/calendar.json';
import type certificates from '../locales/en/certificates.json';
import type common from '../locales/en/common.json';
import type complaints from '../locales/en/complaints.json';
import type course from '../locales/en/course.json';
import type courseBuilder from '../locales/en/course-builder.json';
import type coursePlayer from '../locales/en/course-player.json';
import type discussion from '../locales/en/discussion.json';
import type exams from '../locales/en/exams.json';
import type hallTickets from '../locales/en/hall-tickets.json';
import type iaMarks from '../locales/en/ia-marks.json';
import type mediaViewer from '../locales/en/media-viewer.json';
import type myPrograms from '../locales/en/my-programs.json';
import type notifications from '../locales/en/notifications.json';
import type paperForm from '../locales/en/paper-form.json';
import type profile from '../locales/en/profile.json';
import type programDetail from '../locales/en/program-detail.json';
import type programFeedback from '../locales/en/program-feedback.json';
import type programInfo from '../locales/en/program-info.json';
import type programs from '../locales/en/programs.json';
import type projectPhase from '../locales/en/project-phase.json';
import type publicSite from '../locales/en/public-site.json';
import type quizzes from '../locales/en/quizzes.json';
import type reports from '../locales/en/reports.json';
import type scormPlayer from '../locales/en/scorm-player.json';
import type sharedObject from '../locales/en/shared-object.json';
import type shell from '../locales/en/shell.json';
import type staff from '../locales/en/staff.json';

// English is the reference catalogue: `t('key')` is checked against it at compile time, and a test
// checks that French has the same keys.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      admissions: typeof admissions;
      announcements: typeof announcements;
      applications: typeof applications;
      assessments: typeof assessments;
      auth: typeof auth;
      calendar: typeof calendar;
      certificates: typeof certificates;
      common: typeof common;
      course: typeof course;
      'course-builder': typeof courseBuilder;
      'course-player': typeof coursePlayer;
      exams: typeof exams;
      discussion: typeof discussion;
      'project-phase': typeof projectPhase;
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
      quizzes: typeof quizzes;
      reports: typeof reports;
      'scorm-player': typeof scormPlayer;
      shell: typeof shell;
      staff: typeof staff;
      'assigned-exams': typeof assignedExams;
      profile: typeof profile;
      'paper-form': typeof paperForm;
      complaints: typeof complaints;
      'shared-object': typeof sharedObject;
    };
  }
}
