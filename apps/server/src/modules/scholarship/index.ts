// The scholarship module's entry, for the composition root.
export { partnerRegistrationSection } from './partner-registration-section.ts';
export { scholarshipRoutes } from './routes.ts';
