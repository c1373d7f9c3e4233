// The organisation settings module's entry, for the composition root: the admin's page of names,
// images, static pages, languages and exam providers (ADR 0093).
export { organisationSettingsRoutes } from './routes.ts';
