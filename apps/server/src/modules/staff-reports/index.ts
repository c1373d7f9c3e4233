// The staff reports module's entry (ADR 0085): progress, the application funnel and sign-ins, with
// their CSV exports, for the composition root.
export { staffReportRoutes } from './routes.ts';
