// The admissions module's entry (the staff side of applications), for the composition root, and the
// counsellor's scope of programmes and their names, for the reports that count applications (ADR 0085).
export { programsInScope } from './list-admissions.ts';
export { admissionScope } from './policy.ts';
export { admissionRoutes } from './routes.ts';
