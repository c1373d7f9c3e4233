// The organisation module's entry: its routes, the lookup other modules use to name an organisation,
// and its university time (the organisation's time zone) that every module writes times and days in.
export { assertServedOrganisation } from './assert-served-organisation.ts';
export {
  examProvidersOf,
  type OrganisationExamProviders,
  type ProviderSource,
  readExamProviders,
} from './exam-provider-settings.ts';
export { findOrganisation, findPortalOrganisation, findServedOrganisation } from './find-organisation.ts';
export { organisationRoutes } from './routes.ts';
export { servedOid } from './served-oid.ts';
export { readUniversityTime, universityTimeOf } from './university-time-of.ts';
