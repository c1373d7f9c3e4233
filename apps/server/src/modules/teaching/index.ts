// The teaching module's entry, for the composition root: an instructor's courses, their rosters and
// their switches per batch (issue 24, ADR 0071).
export { teachingRoutes } from './routes.ts';
