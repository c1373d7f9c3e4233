// The course-files module's entry: admins' uploads of learning objects' files and packages (ADR 0090).

export { lockCourseMedia } from './course-media-lock.ts';
export { courseFileRoutes } from './routes.ts';
