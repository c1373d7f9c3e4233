// The program-detail module's entry, for the composition root.
export { programDetailRoutes } from './routes.ts';
