// The ia-marks module's entry, for the composition root.
export { iaMarksSection } from './ia-marks-section.ts';
export { iaMarkRoutes } from './routes.ts';
export { staffIaMarkRoutes } from './staff/staff-routes.ts';
