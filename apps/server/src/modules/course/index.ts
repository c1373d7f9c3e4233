// The course module's entry, for the composition root.

export { assertLearnerCourse, type LearnerCourse } from './policy.ts';
export { courseRoutes } from './routes.ts';
