// The assessments module's entry, for the composition root (and the tests that change an assessment
// behind the import's back: its cache), and who teaches an assessment (the `assessment` subject).

export { assessmentCacheOf } from './assessment-cache.ts';
export { attemptsSection } from './attempts-section.ts';
export { assessmentRoutes } from './routes.ts';
export { serverTimeLane } from './server-time-lane.ts';
export { mayTeachAssessment } from './teaching-policy.ts';
