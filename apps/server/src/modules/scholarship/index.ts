// The scholarship module's entry, for the composition root.

export { findPartnerRegistration, type PartnerRegistration } from './find-partner-registration.ts';
export { partnerRegistrationSection } from './partner-registration-section.ts';
export { scholarshipRoutes } from './routes.ts';
