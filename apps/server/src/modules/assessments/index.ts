// The assessments module's entry, for the composition root.
export { assessmentRoutes } from './routes.ts';
