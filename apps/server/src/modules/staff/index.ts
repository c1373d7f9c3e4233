// The staff module's entry: its routes for the composition root, and the account commands that the
// staff:create command uses.
export { staffRoutes } from './routes.ts';
