import { z } from 'zod';
import { ApplicationFormKind } from './application-form-kind.ts';
import { Html, limits, Oid } from './common.ts';
import { defineOperation } from './operation.ts';
import { defaultTimeZone, TimeZone } from './time-zone.ts';

/** The languages the app is written in; an organisation offers some of them (both when it names none). */
export const languageCodes = ['en', 'fr'] as const;
export const Language = z.enum(languageCodes);
export type Language = z.infer<typeof Language>;

/** What the public site shows of an organisation; everything comes from its record, not from code. */
export const OrganisationProfile = z.object({
  name: z.string().min(1).max(limits.name),
  shortName: z.string().min(1).max(limits.name),
  /** Path of the logo under the organisation's public media. */
  logo: z.string().max(limits.shortText),
  /** Second logo shown in the partner (il = 1) variant of the dialogs. */
  partnerLogo: z.string().max(limits.shortText).optional(),
  /** Path of the landing page's banner image under the organisation's public media; none shows no image. */
  banner: z.string().max(limits.shortText).optional(),
  aboutHtml: Html,
  onlineLearningHtml: Html,
  contactHtml: Html,
  poweredBy: z.string().max(limits.name),
  /** Address of the separate staff site, linked from the login dialog. */
  staffSiteUrl: z.string().max(limits.shortText).optional(),
  /** The university's own site, which the logo of the university application form links to. */
  universityUrl: z.string().max(limits.shortText).optional(),
  /** The application form of its programs, unless a program names its own ('wizard' when absent). */
  applicationForm: ApplicationFormKind.optional(),
  /**
   * The university's time zone (IANA): its exam windows, batch dates, issue dates and every time the
   * learner screens show are written in it. Asia/Kolkata when the bundle names none.
   */
  timeZone: TimeZone.default(defaultTimeZone),
  /** The languages the site offers in its switch, the first the default (both, English first, when absent). */
  languages: z.array(Language).min(1).max(languageCodes.length).optional(),
});
export type OrganisationProfile = z.infer<typeof OrganisationProfile>;

export const Organisation = OrganisationProfile.extend({ oid: Oid });
export type Organisation = z.infer<typeof Organisation>;

/** The organisation as the portal shows it: with the year it is at the university now (the footer's copyright). */
export const ServedOrganisation = Organisation.extend({
  /** The calendar year in the university's time zone by the server's clock, not the visitor's device. */
  year: z.number().int().min(2000).max(9999),
});
export type ServedOrganisation = z.infer<typeof ServedOrganisation>;

export const getOrganisation = defineOperation({
  name: 'getOrganisation',
  access: 'public',
  summary:
    "The organisation this portal serves: its oid, names, logos, public texts, time zone and the university's current year.",
  body: z.object({}).strict(),
  response: ServedOrganisation,
});
