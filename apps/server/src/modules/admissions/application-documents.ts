import { applicationDocumentNames } from '@aula/contract/application-form';
import { paperDocumentNames } from '@aula/contract/paper-form';
import type { DocumentKind } from '@aula/contract/staff-admissions';
import { and, eq, inArray } from 'drizzle-orm';
import { applicationSections } from '../../db/schema/application-sections.ts';
import { storedFiles } from '../../db/schema/uploads.ts';
import type { Db } from '../../platform/db.ts';
import { paperFormSection } from '../applications/index.ts';

/** The saved sections of an application, by name (the wizard's, or the paper form's one). */
export async function savedSectionsOf(
  db: Db,
  oid: string,
  applicationid: string,
): Promise<Map<string, Record<string, unknown>>> {
  const rows = await db
    .select({ section: applicationSections.section, data: applicationSections.data })
    .from(applicationSections)
    .where(and(eq(applicationSections.oid, oid), eq(applicationSections.applicationid, applicationid)));
  return new Map(rows.map((row) => [row.section, row.data]));
}

/** A document the applicant saved: the form's field and the name it is stored under. */
export interface SavedDocument {
  field: string;
  storedName: string;
}

/** The documents an application's saved sections name: the wizard's uploads or the paper form's. */
export function savedDocuments(saved: ReadonlyMap<string, Record<string, unknown>>): SavedDocument[] {
  const paper = saved.get(paperFormSection);
  const [fields, data] = paper
    ? [paperDocumentNames as readonly string[], paper]
    : [applicationDocumentNames as readonly string[], saved.get('uploaddoc') ?? {}];
  return fields.flatMap((field) => {
    const storedName = data[field];
    return typeof storedName === 'string' && storedName !== '' ? [{ field, storedName }] : [];
  });
}

const kindOfType: Record<string, DocumentKind> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

const kindOfExtension: Record<string, DocumentKind> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  docx: 'docx',
};

/**
 * The kind of each stored file, from the type its bytes were checked to be (ADR 0062); a file stored
 * before those checks were recorded is judged by its name's extension.
 */
export async function documentKinds(db: Db, keys: readonly string[]): Promise<Map<string, DocumentKind>> {
  const rows =
    keys.length === 0
      ? []
      : await db
          .select({ fileKey: storedFiles.fileKey, contentType: storedFiles.contentType })
          .from(storedFiles)
          .where(inArray(storedFiles.fileKey, [...keys]));
  const checked = new Map(rows.map((row) => [row.fileKey, kindOfType[row.contentType] ?? 'other']));
  return new Map(
    keys.map((key) => [
      key,
      checked.get(key) ?? kindOfExtension[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'other',
    ]),
  );
}

/** The name the applicant's file had: the stored name without the digits the server put before it. */
export function originalName(storedName: string): string {
  return storedName.replace(/^\d{4}-/, '');
}
