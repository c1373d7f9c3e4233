// The organisation module's entry: its routes, and the lookup other modules use to name an organisation.
export { assertServedOrganisation } from './assert-served-organisation.ts';
export { findOrganisation, findServedOrganisation } from './find-organisation.ts';
export { organisationRoutes } from './routes.ts';
export { servedOid } from './served-oid.ts';
