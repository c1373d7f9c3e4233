// The profile module's entry, for the composition root.
export { profileRoutes } from './routes.ts';
