import type { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { mediaKey } from '../../platform/media-key.ts';
import type { FieldPath, SectionContext } from '../content/index.ts';

/*
 * An authored quiz or assessment is written by the content import's own section loaders (ADR 0091), so
 * that it is sanitised, checked and stored exactly as an imported one. This is their context for one
 * authored record: a failure is a 400 naming the field, and a picture must already be in the
 * organisation's media store (there is no bundle folder to copy it from).
 */

const fieldName = (path: ReadonlyArray<PropertyKey>) => path.map(String).join('.');

/** Parses `value` with a bundle schema, or refuses it with each problem under its field. */
export function parseOrRefuse<T>(schema: z.ZodType<T>, value: unknown, prefix: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = fieldName([prefix, ...issue.path].filter((part) => part !== ''));
    fields[name] ??= issue.message;
  }
  throw new AppError('VALIDATION_FAILED', 'Please correct the fields shown.', fields);
}

export interface AuthoringContext {
  context: SectionContext;
  /** Refuses (400) a picture the loader named that is not in the organisation's media store. */
  checkMedia(): Promise<void>;
}

export function authoringContext(
  db: Db,
  files: FileStore,
  oid: string,
  now: Date,
  prefix: string,
): AuthoringContext {
  const named: Array<{ path: string; field: FieldPath }> = [];
  const fail = (path: FieldPath, message: string): never => {
    throw new AppError('VALIDATION_FAILED', message, { [fieldName([prefix, ...path])]: message });
  };
  const context: SectionContext = {
    db,
    oid,
    now,
    folder: '',
    files,
    file: prefix,
    fail,
    media(path, field) {
      if (path) named.push({ path, field });
    },
    claim() {},
    // Notes are what an import prints (a package's report); quizzes and assessments make none.
    note() {},
  };
  return {
    context,
    async checkMedia() {
      for (const { path, field } of named) {
        if (!(await files.exists(mediaKey(oid, path)))) fail(field, `${path} is not in the media store`);
      }
    },
  };
}
