import type { Db } from '../../platform/db.ts';
import { findServedOrganisation } from './find-organisation.ts';

/** Per database, the served oid once read: the first organisation created stays the first. */
const readOids = new WeakMap<Db, string>();

/**
 * The oid of the organisation this portal serves (AULA_OID, else the first one created), read from the
 * database at most once, so the public catalogue and media pay nothing for the check.
 */
export async function servedOid(db: Db, configuredOid: string | undefined): Promise<string> {
  if (configuredOid) return configuredOid;
  const known = readOids.get(db);
  if (known) return known;
  const { oid } = await findServedOrganisation(db, undefined);
  readOids.set(db, oid);
  return oid;
}
