// The reports module's entry, for the composition root.
export { reportRoutes } from './routes.ts';
