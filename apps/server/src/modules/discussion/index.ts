// The discussion module's entry, for the composition root.
export { discussionSection } from './discussion-section.ts';
export { discussionRoutes } from './routes.ts';
