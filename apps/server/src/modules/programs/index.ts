// The programs module's entry: its routes, and the program and course titles other modules show.
export { curriculumTitles } from './curriculum-titles.ts';
export { programTitle } from './program-title.ts';
export { programRoutes } from './routes.ts';
