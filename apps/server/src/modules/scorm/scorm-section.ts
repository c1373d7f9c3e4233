import { join } from 'node:path';
import { BundleCourse } from '@aula/contract/content-bundle-courses';
import { scormPackages } from '../../db/schema/scorm.ts';
import { mediaKey } from '../../platform/media-key.ts';
import { defineSection } from '../content/index.ts';
import { ScormPackageError } from './scorm-package-error.ts';
import { unpackScormPackage } from './unpack-package.ts';

/** The folder (a media path) a package's zip unpacks into: its path without `.zip`. */
export function packageFolder(zipPath: string): string {
  return zipPath.replace(/\.zip$/i, '');
}

/**
 * The SCORM packages of courses/<tid>.json: each scorm object's `ourl` is a zip of the bundle's media,
 * unpacked (safely, see unpack-package.ts) beside it and recorded with its manifest. Listed after the
 * course section; a package that cannot be installed stops the import, naming the object and why.
 */
export const scormSection = defineSection({
  file: 'courses/',
  name: 'scorm packages',
  schema: BundleCourse,
  async load({ db, oid, folder, files, fail }, course) {
    let count = 0;
    for (const [n, nugget] of course.nuggets.entries()) {
      for (const [o, object] of nugget.objects.entries()) {
        if (object.otype !== 'scorm') continue;
        const field = ['nuggets', n, 'objects', o, 'ourl'];
        if (!/\.zip$/i.test(object.ourl)) fail(field, 'must be a SCORM package (a .zip)');
        try {
          const manifest = await unpackScormPackage(
            files,
            join(folder, 'media', object.ourl),
            mediaKey(oid, packageFolder(object.ourl)),
          );
          const { version, title, scos, toc, controlMode } = manifest;
          const row = { version, title, scos, toc, controlMode };
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
