// The media module's entry, for the composition root: the portal's public media and the content
// origin's signed content.
export { contentRoutes } from './content-routes.ts';
export { mediaRoutes } from './routes.ts';
