import type { ApplicationSection } from '@aula/contract/application-form';
import { and, eq } from 'drizzle-orm';
import { applicationSections } from '../../db/schema/application-sections.ts';
import type { Db } from '../../platform/db.ts';

export type SavedSections = Record<ApplicationSection, Record<string, unknown> | null>;

/** The sections saved of application `applicationid`, each null until saved. */
export async function savedSections(db: Db, oid: string, applicationid: string): Promise<SavedSections> {
  const rows = await db
    .select({ section: applicationSections.section, data: applicationSections.data })
    .from(applicationSections)
    .where(and(eq(applicationSections.oid, oid), eq(applicationSections.applicationid, applicationid)));
  const sections: SavedSections = { generalinfo: null, education: null, uploaddoc: null, scholarship: null };
  for (const { section, data } of rows) {
    if (section in sections) sections[section as ApplicationSection] = data;
  }
  return sections;
}
