// The complaints module's entry, for the composition root.

export { complaintSection } from './complaint-section.ts';
export { complaintRoutes } from './routes.ts';
