// The notifications module's entry, for the composition root.
export { notificationRoutes } from './routes.ts';
