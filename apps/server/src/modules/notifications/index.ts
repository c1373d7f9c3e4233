// The notifications module's entry: its routes for the composition root, and the notice other modules
// write when staff decide on a learner's work.
export { type LearnerNotice, notifyLearner } from './notify-learner.ts';
export { notificationRoutes } from './routes.ts';
