import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { servedOid } from './served-oid.ts';

/**
 * A portal serves one organisation (AULA_OID, else the first one created). Every public operation that
 * names an organisation in its body, and every identity call, is refused for another one, so nobody
 * signs in, signs up, reads a catalogue, a partner registration or a certificate of another
 * organisation through this portal.
 */
export async function assertServedOrganisation(
  db: Db,
  configuredOid: string | undefined,
  oid: string | undefined,
): Promise<void> {
  if (oid === undefined) return;
  if (oid !== (await servedOid(db, configuredOid))) {
    throw new AppError('FORBIDDEN', 'This portal does not serve that organisation.', {
      oid: 'not the organisation of this portal',
    });
  }
}
