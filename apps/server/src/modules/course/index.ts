// The course module's entry, for the composition root: its routes and course-instructors.json.
export { courseInstructorSection } from './course-instructor-section.ts';
export { courseRoutes } from './routes.ts';
