// The admissions module's entry (the staff side of applications), for the composition root, and the
// counsellor's scope of programmes, for the reports that count applications (ADR 0085).
export { admissionScope } from './policy.ts';
export { admissionRoutes } from './routes.ts';
