// The assessments module's entry, for the composition root.

export { attemptsSection } from './attempts-section.ts';
export { assessmentRoutes } from './routes.ts';
