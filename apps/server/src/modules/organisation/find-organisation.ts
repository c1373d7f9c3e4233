import type { Organisation } from '@aula/contract/organisation';
import { asc, eq } from 'drizzle-orm';
import { organisations } from '../../db/schema/organisations.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';

/** The organisation by oid, or a 404 naming the field. */
export async function findOrganisation(db: Db, oid: string): Promise<Organisation> {
  const [row] = await db.select().from(organisations).where(eq(organisations.oid, oid)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No such organisation.', { oid: 'unknown organisation' });
  return { oid: row.oid, ...row.profile };
}

/**
 * The organisation this portal serves: the configured one, else the first one created (by oid among
 * those created together, so every server and every read agree).
 */
export async function findServedOrganisation(
  db: Db,
  configuredOid: string | undefined,
): Promise<Organisation> {
  if (configuredOid) return findOrganisation(db, configuredOid);
  const [row] = await db
    .select()
    .from(organisations)
    .orderBy(asc(organisations.createdAt), asc(organisations.oid))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No organisation has been set up yet.');
  return { oid: row.oid, ...row.profile };
}
