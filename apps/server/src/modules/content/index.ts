// The content module's entry: the bundle importer, and what other modules' bundle sections build on.
// Which sections a bundle has is the composition root's list (src/content-sections.ts).
export { requireAccount } from './account-reference.ts';
export { requireBatch, requireCourseOf } from './batch-reference.ts';
export { BundleError, type FieldPath } from './bundle-error.ts';
export { mediaContentType } from './bundle-media.ts';
export { announceContentChanged, CONTENT_CHANGED_CHANNEL, changeContent } from './content-changed.ts';
export { type ImportOptions, importBundle } from './import-bundle.ts';
export { sanitizeHtml, sanitizeInlineHtml } from './sanitize-html.ts';
export { type BundleSection, defineSection, type SectionContext } from './section.ts';
export { announcementSection } from './sections/announcement-section.ts';
export { assessmentSection } from './sections/assessment-section.ts';
export { courseSection } from './sections/course-section.ts';
export { eventSection } from './sections/event-section.ts';
export { checkItemMedia } from './sections/item-media.ts';
export { notificationSection } from './sections/notification-section.ts';
export { organisationSection } from './sections/organisation-section.ts';
export { programSection } from './sections/program-section.ts';
export { quizSection } from './sections/quiz-section.ts';
export { type ContentRecord, type ImportSummary, writeRecords } from './write-records.ts';
