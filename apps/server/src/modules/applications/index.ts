// The applications module's entry, for the composition root.
export { applicationSection } from './application-section.ts';
export { applicationRoutes } from './routes.ts';
