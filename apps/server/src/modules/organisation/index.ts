// The organisation module's entry: its routes, and the lookup other modules use to name an organisation.
export { findOrganisation } from './find-organisation.ts';
export { organisationRoutes } from './routes.ts';
