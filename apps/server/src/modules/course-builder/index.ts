// The course builder's entry, for the composition root: admins' drafts of a programme's courses and
// their publishing through the content import's course sections (ADR 0089).
export { courseBuilderRoutes } from './routes.ts';
