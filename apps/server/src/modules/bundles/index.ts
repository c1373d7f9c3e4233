// Content bundles out of the portal and into it (ADR 0084, 0098): the exporter that writes the catalogue
// as a bundle the import reads back, the writers it writes through, the admins' export operation, and
// the import of a bundle zip an admin uploads.
export { folderWriter } from './bundle-writer.ts';
export { catalogueTables } from './catalogue-tables.ts';
export { type ExportSummary, exportBundle } from './export-bundle.ts';
export { bundleRoutes } from './routes.ts';
