// The course module's entry, for the composition root.
export { courseRoutes } from './routes.ts';
