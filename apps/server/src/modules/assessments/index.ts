// The assessments module's entry, for the composition root (and the tests that change an assessment
// behind the import's back: its cache), who teaches an assessment (the `assessment` subject), and the
// statistics of its submitted attempts for the staff reports (ADR 0085), and the questions and marking of
// an author's preview (ADR 0099).

export { assessmentCacheOf } from './assessment-cache.ts';
export { attemptsSection } from './attempts-section.ts';
export { type AssessmentStatistics, assessmentStatistics } from './item-statistics.ts';
export { measuredPollPace, type PollPace } from './poll-pace.ts';
export { previewMarking, previewQuestions } from './preview-marking.ts';
export { assessmentRoutes } from './routes.ts';
export { serverTimeLane } from './server-time-lane.ts';
export { mayTeachAssessment } from './teaching-policy.ts';
