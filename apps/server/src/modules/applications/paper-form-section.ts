import type { PaperForm } from '@aula/contract/paper-form';
import { and, eq } from 'drizzle-orm';
import { applicationSections } from '../../db/schema/application-sections.ts';
import type { Db } from '../../platform/db.ts';

/** The saved paper form is kept as one section of its application, beside the wizard's. */
export const paperFormSection = 'paperform';

/** The paper form saved with application `applicationid`, if any. */
export async function savedPaperForm(db: Db, oid: string, applicationid: string): Promise<PaperForm | null> {
  const [row] = await db
    .select({ data: applicationSections.data })
    .from(applicationSections)
    .where(
      and(
        eq(applicationSections.oid, oid),
        eq(applicationSections.applicationid, applicationid),
        eq(applicationSections.section, paperFormSection),
      ),
    )
    .limit(1);
  return row ? (row.data as unknown as PaperForm) : null;
}
