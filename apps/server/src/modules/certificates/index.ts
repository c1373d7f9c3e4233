// The certificates module's entry, for the composition root.
export { certificateSection } from './certificate-section.ts';
export { type TemplateParts, templateParts } from './certificate-template.ts';
export { certificateTemplateSection } from './certificate-template-section.ts';
export { certificateRoutes } from './routes.ts';
