// The course module's entry, for the composition root, and the policy the player shares: a batch
// course the learner studies.

export { assertLearnerCourse, type LearnerCourse } from './policy.ts';
export { courseRoutes } from './routes.ts';
