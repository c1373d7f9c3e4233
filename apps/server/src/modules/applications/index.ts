// The applications module's entry, for the composition root and the staff side of admissions.
export { applicationFileKey } from './application-files.ts';
export { applicationSection } from './application-section.ts';
export { paperFormSection } from './paper-form-section.ts';
export { applicationRoutes } from './routes.ts';
export { statusTransitions } from './status-transitions.ts';
