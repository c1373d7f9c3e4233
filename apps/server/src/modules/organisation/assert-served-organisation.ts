import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { findServedOrganisation } from './find-organisation.ts';

/**
 * A portal serves one organisation (AULA_OID, else the first one created). Identity calls name an
 * organisation in their body; one that names another is refused, so nobody signs in, signs up or resets
 * a password of another organisation through this portal.
 */
export async function assertServedOrganisation(
  db: Db,
  configuredOid: string | undefined,
  oid: string | undefined,
): Promise<void> {
  if (oid === undefined) return;
  const servedOid = configuredOid ?? (await findServedOrganisation(db, undefined)).oid;
  if (oid !== servedOid) {
    throw new AppError('FORBIDDEN', 'This portal does not serve that organisation.', {
      oid: 'not the organisation of this portal',
    });
  }
}
