// The announcements module's entry, for the composition root and the events module.
export { auditPost, ofTarget, type PostTarget, resolvePostTarget, type StaffChange } from './post-target.ts';
export { announcementRoutes } from './routes.ts';
