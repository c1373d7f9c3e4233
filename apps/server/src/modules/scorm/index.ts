// The SCORM module's entry: for the composition root, what progress asks before a SCORM object may be
// marked complete, what a staff preview of a package starts with, and the safe reading of a zip that
// question banks' QTI import (ADR 0099) and the bundles' browser import (ADR 0098) share.

export { launchElements } from './launch-elements.ts';
export { isPackageFile } from './package-file.ts';
export { readManifest, type ScormManifest } from './read-manifest.ts';
export { scormRoutes } from './routes.ts';
export { scormRuntimeRoutes } from './runtime-routes.ts';
export { isScormObjectDone } from './scorm-object-done.ts';
export { ScormPackageError } from './scorm-package-error.ts';
export { packageFolder, scormSection } from './scorm-section.ts';
export { readZipFiles, unpackHtmlPackage, unpackScormPackage, unpackZip } from './unpack-package.ts';
export { validatePackage } from './validate-package.ts';
