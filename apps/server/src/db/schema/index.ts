// The full schema, for drizzle's typed queries; one file per area beside this one.

export * from './account.ts';
export * from './analytics.ts';
export * from './application-sections.ts';
export * from './applications.ts';
export * from './assessment-attempts.ts';
export * from './assigned-exams.ts';
export * from './auth.ts';
export * from './batch-switches.ts';
export * from './calendar-feeds.ts';
export * from './content.ts';
export * from './course-instructors.ts';
export * from './discussion.ts';
export * from './enrolments.ts';
export * from './mail.ts';
export * from './name-change-requests.ts';
export * from './organisations.ts';
export * from './partner-registrations.ts';
export * from './program-feedback.ts';
export * from './programs.ts';
export * from './progress.ts';
export * from './project-phase.ts';
export * from './quiz-attempts.ts';
export * from './records.ts';
export * from './scorm.ts';
export * from './staff.ts';
export * from './uploads.ts';
