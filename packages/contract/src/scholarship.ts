import { z } from 'zod';
import { Email, limits, Oid } from './common.ts';
import { IsoDate } from './content-bundle.ts';
import { defineOperation } from './operation.ts';

/*
 * The e-VBAB scholarship check (spec 2 §4, §7 GCP_RESPONSE): an applicant from a partner country
 * verifies that their e-mail is registered on the national learning portal before applying.
 */

/** The spec's answers: 'Successful' means registered. */
export const registrationMessages = ['Successful', 'Not registered'] as const;

export const getGoogleCloudResponse = defineOperation({
  name: 'getGoogleCloudResponse',
  access: 'public',
  summary:
    "Says whether an e-mail is in the organisation's partner registration records (the spec's GCP_RESPONSE); rate limited per address.",
  body: z.object({ oid: Oid, emailid: Email }).strict(),
  response: z.object({ message: z.enum(registrationMessages) }),
});

// partner-registrations.json ------------------------------------------------------------------------

const Name = z.string().trim().min(1).max(limits.name);

/**
 * One registration on the partner learning portal, as the organisation imports them (the fields of
 * the spec's evbabdata).
 */
export const BundlePartnerRegistration = z
  .object({
    email: Email,
    first_name: Name,
    last_name: Name,
    learning_center: z.string().trim().min(1).max(limits.id),
    learning_center_name: Name,
    registeredOn: IsoDate,
  })
  .strict();
export type BundlePartnerRegistration = z.infer<typeof BundlePartnerRegistration>;

export const BundlePartnerRegistrations = z.array(BundlePartnerRegistration).max(limits.listItems * 100);
