// The profile module's entry, for the composition root.

export { profileSection } from './profile-section.ts';
export { profileRoutes } from './routes.ts';
