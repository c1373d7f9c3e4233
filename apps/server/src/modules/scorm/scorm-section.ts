import { join } from 'node:path';
import { BundleCourse } from '@aula/contract/content-bundle-courses';
import { scormPackages } from '../../db/schema/scorm.ts';
import { mediaKey } from '../../platform/media-key.ts';
import { defineSection } from '../content/index.ts';
import { ScormPackageError } from './scorm-package-error.ts';
import { unpackScormPackage } from './unpack-package.ts';
import { validatePackage } from './validate-package.ts';

/** The folder (a media path) a package's zip unpacks into: its path without `.zip`. */
export function packageFolder(zipPath: string): string {
  return zipPath.replace(/\.zip$/i, '');
}

/**
 * The SCORM packages of courses/<tid>.json: each scorm object's `ourl` is a zip of the bundle's media,
 * validated (its report's findings are noted, and an error stops the import, see validate-package.ts),
 * unpacked (safely, see unpack-package.ts) beside it and recorded with its manifest. Listed after the
 * course section; a package that cannot be installed stops the import, naming the object and why.
 */
export const scormSection = defineSection({
  file: 'courses/',
  name: 'scorm packages',
  schema: BundleCourse,
  async load({ db, oid, folder, files, fail, note }, course) {
    let count = 0;
    for (const [n, nugget] of course.nuggets.entries()) {
      for (const [o, object] of nugget.objects.entries()) {
        if (object.otype !== 'scorm') continue;
        const field = ['nuggets', n, 'objects', o, 'ourl'];
        if (!/\.zip$/i.test(object.ourl)) fail(field, 'must be a SCORM package (a .zip)');
        const zipPath = join(folder, 'media', object.ourl);
        const report = await validatePackage(zipPath);
        for (const finding of report.findings)
          note(`media/${object.ourl}: ${finding.severity}: ${finding.message}`);
        const errors = report.findings.filter((finding) => finding.severity === 'error');
        if (errors.length > 0) fail(field, `media/${object.ourl}: ${errors.map((e) => e.message).join(' ')}`);
        try {
          const manifest = await unpackScormPackage(
            files,
            zipPath,
            mediaKey(oid, packageFolder(object.ourl)),
          );
          const { version, title, scos, toc, controlMode, rollupRules } = manifest;
          const row = { version, title, scos, toc, controlMode, rollupRules };
          await db
            .insert(scormPackages)
            .values({ oid, path: object.ourl, ...row })
            .onConflictDoUpdate({ target: [scormPackages.oid, scormPackages.path], set: row });
          count += 1;
        } catch (error) {
          if (error instanceof ScormPackageError) fail(field, `media/${object.ourl} ${error.message}`);
          throw error;
        }
      }
    }
    return count;
  },
});
