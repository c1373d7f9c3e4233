// The project-phase module's entry, for the composition root.
export { projectThreadSection } from './project-thread-section.ts';
export { projectPhaseRoutes } from './routes.ts';
