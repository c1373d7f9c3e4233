import type { Output } from '@aula/contract/operation';
import type { getGoogleCloudResponse } from '@aula/contract/scholarship';
import type { Db } from '../../platform/db.ts';
import { forgiveAttempt, limitAttempts, type RateRule } from '../auth/index.ts';
import { findOrganisation } from '../organisation/index.ts';
import { findPartnerRegistration } from './find-partner-registration.ts';

/**
 * Anyone may ask, so the answer tells a stranger whether an e-mail is registered: each address may
 * miss only a few times, enough for an applicant who mistypes, too few to sweep a list of e-mails.
 * A registered e-mail is not counted (as with sign-in, only failures are), so a learning centre
 * where many applicants share one address is not held up by its own applicants.
 */
export const registryLookupRule: RateRule = { limit: 10, windowMinutes: 10, blockMinutes: 10 };

export const registryLookupKey = (ip: string) => `partner-registry:address:${ip}`;

/** The spec's GCP_RESPONSE: 'Successful' when the e-mail is in the organisation's partner registrations. */
export async function checkPartnerRegistration(
  db: Db,
  { oid, emailid, ip }: { oid: string; emailid: string; ip: string },
  now: Date,
): Promise<Output<typeof getGoogleCloudResponse>> {
  const key = registryLookupKey(ip);
  await limitAttempts(db, [[key, registryLookupRule]], now);
  await findOrganisation(db, oid);
  const registration = await findPartnerRegistration(db, oid, emailid);
  if (!registration) return { message: 'Not registered' };
  await forgiveAttempt(db, key, 'address', now);
  return { message: 'Successful' };
}
