// Content bundles out of the portal (ADR 0084): the exporter that writes the catalogue as a bundle the
// import reads back, the writers it writes through, and the admins' export operation.
export { folderWriter } from './bundle-writer.ts';
export { type ExportSummary, exportBundle } from './export-bundle.ts';
export { bundleRoutes } from './routes.ts';
