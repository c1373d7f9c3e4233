// The catalogue as admins author it in /staff/catalogue (ADR 0088): programmes and batches.
export { catalogueRoutes } from './routes.ts';
