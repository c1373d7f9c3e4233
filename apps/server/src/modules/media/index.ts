// The media module's entry, for the composition root.
export { mediaRoutes } from './routes.ts';
