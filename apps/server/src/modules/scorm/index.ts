// The SCORM module's entry: for the composition root, and what progress asks before a SCORM object
// may be marked complete.

export { isPackageFile } from './package-file.ts';
export { readManifest, type ScormManifest } from './read-manifest.ts';
export { scormRoutes } from './routes.ts';
export { scormRuntimeRoutes } from './runtime-routes.ts';
export { isScormObjectDone } from './scorm-object-done.ts';
export { ScormPackageError } from './scorm-package-error.ts';
export { packageFolder, scormSection } from './scorm-section.ts';
export { unpackHtmlPackage, unpackScormPackage, unpackZip } from './unpack-package.ts';
export { validatePackage } from './validate-package.ts';
