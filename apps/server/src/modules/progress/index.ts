// The progress module's entry: its routes and bundle section, and the enrolled batches and program
// percents that the program pages and reports show the same way the learner home does; and what
// counts towards a course (its content and countable objects), for the staff roster.
export { type Completion, completeObject } from './complete-object.ts';
export { completedCourses } from './completed-courses.ts';
export { countableObjectIds } from './course-objects.ts';
export { assertObjectReachable } from './object-reachable.ts';
export { programsWithProgress } from './program-progress.ts';
export {
  courseContent,
  coursesOfBatches,
  type EnrolledBatch,
  enrolledBatches,
  type Learner,
} from './progress-queries.ts';
export { progressSection } from './progress-section.ts';
export { progressRoutes } from './routes.ts';
