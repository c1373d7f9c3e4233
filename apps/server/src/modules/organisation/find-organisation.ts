import type { Organisation, ServedOrganisation } from '@aula/contract/organisation';
import { defaultTimeZone } from '@aula/contract/time-zone';
import { asc, eq } from 'drizzle-orm';
import { organisations } from '../../db/schema/organisations.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { universityTimeIn } from '../../platform/university-time.ts';

type OrganisationRow = typeof organisations.$inferSelect;

/** The organisation as a row holds it; a profile stored before the time zone setting keeps Indian time. */
function organisationOf(row: OrganisationRow): Organisation {
  return { oid: row.oid, ...row.profile, timeZone: row.profile.timeZone ?? defaultTimeZone };
}

/** The organisation by oid, or a 404 naming the field. */
export async function findOrganisation(db: Db, oid: string): Promise<Organisation> {
  const [row] = await db.select().from(organisations).where(eq(organisations.oid, oid)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No such organisation.', { oid: 'unknown organisation' });
  return organisationOf(row);
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
  return organisationOf(row);
}

/**
 * The served organisation as the portal shows it, with the year at the university at `now` (the
 * footer's copyright): the landing page prerendered for it, and the browser hydrating it, show the
 * same year, and a new year renders the page again (its cache is by this record).
 */
export async function findPortalOrganisation(
  db: Db,
  configuredOid: string | undefined,
  now: Date,
): Promise<ServedOrganisation> {
  const organisation = await findServedOrganisation(db, configuredOid);
  const year = Number(universityTimeIn(organisation.timeZone).day(now).slice(0, 4));
  return { ...organisation, year };
}
