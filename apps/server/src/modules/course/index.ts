// The course module's entry, for the composition root (its routes and course-instructors.json), and the
// policy the player shares: a batch course the learner studies.

export { courseInstructorSection } from './course-instructor-section.ts';
export { assertLearnerCourse, type LearnerCourse } from './policy.ts';
export { courseRoutes } from './routes.ts';
