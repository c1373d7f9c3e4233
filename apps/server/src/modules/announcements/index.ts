// The announcements module's entry, for the composition root.
export { announcementRoutes } from './routes.ts';
