// The program-info module's entry, for the composition root.
export { programInfoRoutes } from './routes.ts';
