import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type AnyAccountUploadType,
  accountUploadRules,
  kindOfName,
  mediaTypeOfKind,
} from '@aula/contract/account-uploads';
import { fileTypeFromBuffer } from 'file-type';
import type { FieldPath, SectionContext } from '../content/index.ts';

/**
 * Copies a learner's file from the bundle's `private/` folder (never published) to `key` in the store,
 * after the checks an upload of `type` gets: the kind its name says, that kind by its bytes, its sizes.
 */
export async function storeBundleAccountFile(
  context: SectionContext,
  { name, file }: { name: string; file: string },
  type: AnyAccountUploadType,
  key: string,
  field: FieldPath,
): Promise<{ fileKey: string; contentType: string }> {
  const path = join(context.folder, 'private', file);
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return context.fail(field, `private/${file} is not in the bundle`);
  const kind = kindOfName(name);
  const rules = accountUploadRules[type];
  if (!kind || !rules.kinds.includes(kind)) {
    return context.fail(field, `${name}: only ${rules.kinds.join(', ')} files are allowed here`);
  }
  const { min, max } = rules.sizes(kind);
  if (info.size < min || info.size > max) {
    return context.fail(field, `private/${file} is ${info.size} bytes; ${min} to ${max} are allowed`);
  }
  const bytes = await readFile(path);
  const contentType = mediaTypeOfKind[kind];
  if ((await fileTypeFromBuffer(bytes))?.mime !== contentType) {
    return context.fail(field, `private/${file} is not a .${kind} file by its bytes`);
  }
  await context.files.put(key, bytes, contentType);
  return { fileKey: key, contentType };
}
