// The course module's entry, for the composition root: its routes and course-instructors.json, and
// the one policy every tab of the course page reads by (discussion and project phase use it too).
export { courseInstructorSection } from './course-instructor-section.ts';
export { assertLearnerCourse, type LearnerCourse, learnerCourseOf } from './policy.ts';
export { courseRoutes } from './routes.ts';
