// The admissions module's entry (the staff side of applications), for the composition root.
export { admissionRoutes } from './routes.ts';
