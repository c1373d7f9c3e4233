// The events module's entry, for the composition root.
export { eventRoutes } from './routes.ts';
