// The analytics module's entry, for the composition root.
export { analyticsRoutes } from './routes.ts';
