// The program-feedback module's entry, for the composition root.
export { feedbackSection } from './feedback-section.ts';
export { programFeedbackRoutes } from './routes.ts';
