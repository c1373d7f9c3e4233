// The complaints module's entry, for the composition root.
export { complaintRoutes } from './routes.ts';
