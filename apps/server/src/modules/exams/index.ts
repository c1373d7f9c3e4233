// The exams module's entry, for the composition root.
export { examRoutes } from './routes.ts';
