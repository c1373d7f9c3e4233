// The system module's entry, for the composition root.
export { systemRoutes } from './routes.ts';
