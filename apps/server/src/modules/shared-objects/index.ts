// The shared-objects module's entry, for the composition root.
export { sharedObjectRoutes } from './routes.ts';
