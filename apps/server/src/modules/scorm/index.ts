// The SCORM module's entry, for the composition root.
export { scormRoutes } from './routes.ts';
export { scormSection } from './scorm-section.ts';
