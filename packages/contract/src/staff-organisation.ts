import { z } from 'zod';
import { ApplicationFormKind } from './application-form-kind.ts';
import { Line, limits, Oid, Paragraphs } from './common.ts';
import { defineOperation } from './operation.ts';
import { Language, languageCodes } from './organisation.ts';
import { HttpsUrl } from './staff-announcements.ts';

/*
 * The organisation's settings (ADR 0093): what the public site shows (names, images, static pages,
 * the default application form, the languages) and the outside exam providers' settings, whose
 * secrets are written, never read back.
 */

const StaffHtml = Paragraphs.max(limits.html, 'Keep the page under 200,000 characters.');
const DisplayName = Line.trim().min(1, 'Give a name.').max(limits.name, 'Keep it to 200 characters.');

export const OrganisationSettings = z.object({
  name: DisplayName,
  shortName: DisplayName,
  poweredBy: Line.trim().max(limits.name, 'Keep it to 200 characters.'),
  applicationForm: ApplicationFormKind,
  languages: z
    .array(Language)
    .min(1, 'Offer at least one language.')
    .max(languageCodes.length)
    .refine((list) => new Set(list).size === list.length, 'Name each language once.'),
  aboutHtml: StaffHtml,
  onlineLearningHtml: StaffHtml,
  contactHtml: StaffHtml,
});
export type OrganisationSettings = z.infer<typeof OrganisationSettings>;

/** The organisation's images: each a path under its public media (`/media/<oid>/<path>`), or none. */
export const organisationImageSlots = ['logo', 'partnerLogo', 'banner'] as const;
export const OrganisationImageSlot = z.enum(organisationImageSlots);
export type OrganisationImageSlot = z.infer<typeof OrganisationImageSlot>;

/**
 * Images the public site shows: PNG, JPEG or WebP by their bytes (never SVG, which can carry script),
 * at most 2 MB and 4000 pixels a side.
 */
export const organisationImageRules = {
  maxBytes: 2 * 1024 * 1024,
  maxSide: 4000,
  kinds: ['png', 'jpg', 'jpeg', 'webp'] as const,
  mediaTypes: { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const,
};

/** The media type an image of this name is sent as, or null when its name is not one of the kinds. */
export function organisationImageType(filename: string): string | null {
  const extension = filename.split('.').at(-1)?.toLowerCase();
  if (extension === 'png') return 'image/png';
  if (extension === 'jpg' || extension === 'jpeg') return 'image/jpeg';
  if (extension === 'webp') return 'image/webp';
  return null;
}

const ProviderState = z.object({
  /** Where the settings in force come from: this page, the server's environment (a fresh install), or nowhere. */
  source: z.enum(['organisation', 'environment', 'none']),
  url: z.string(),
  clientId: z.string(),
  /** Whether a secret is stored; the secret itself is never answered. */
  secretSet: z.boolean(),
});
export type ProviderState = z.infer<typeof ProviderState>;

export const OrganisationSettingsView = OrganisationSettings.extend({
  images: z.object({
    logo: z.string(),
    partnerLogo: z.string().nullable(),
    banner: z.string().nullable(),
  }),
  providers: z.object({ proctor: ProviderState, scheduler: ProviderState }),
});
export type OrganisationSettingsView = z.infer<typeof OrganisationSettingsView>;

export const getOrganisationSettings = defineOperation({
  name: 'staff/getOrganisationSettings',
  access: 'staff',
  roles: ['admin'],
  summary:
    "The organisation's names, images, static pages, form, languages and exam providers' settings (secrets only as set or not).",
  body: z.object({ oid: Oid }).strict(),
  response: OrganisationSettingsView,
});

export const saveOrganisationSettings = defineOperation({
  name: 'staff/saveOrganisationSettings',
  access: 'staff',
  roles: ['admin'],
  summary:
    'Saves the names, static pages (sanitised), default application form and languages the public site shows; audited.',
  body: OrganisationSettings.extend({ oid: Oid }).strict(),
  response: OrganisationSettingsView,
});

export const presignOrganisationImage = defineOperation({
  name: 'staff/presignOrganisationImage',
  access: 'staff',
  roles: ['admin'],
  summary: 'A single-use upload address for a logo or banner image (PNG, JPEG or WebP, at most 2 MB).',
  body: z
    .object({
      oid: Oid,
      slot: OrganisationImageSlot,
      filename: Line.min(1).max(limits.shortText),
      filetype: Line.min(1).max(limits.name),
      size: z.number().int().min(1).max(organisationImageRules.maxBytes, 'Choose an image of at most 2 MB.'),
    })
    .strict(),
  response: z.object({ url: z.string(), filename: z.string(), filetype: z.string() }),
});

export const setOrganisationImage = defineOperation({
  name: 'staff/setOrganisationImage',
  access: 'staff',
  roles: ['admin'],
  summary:
    'Puts an uploaded image (checked from its bytes) in a logo or banner slot, or clears a slot (the logo can only be replaced); audited.',
  body: z
    .object({ oid: Oid, slot: OrganisationImageSlot, filename: Line.min(1).max(limits.shortText).nullable() })
    .strict(),
  response: OrganisationSettingsView,
});

/** A secret is written, never read: keep the stored one, replace it, or clear it. */
export const SecretChange = z.discriminatedUnion('action', [
  z.object({ action: z.literal('keep') }).strict(),
  z.object({ action: z.literal('clear') }).strict(),
  z
    .object({
      action: z.literal('replace'),
      value: Line.min(16, 'A shared secret has at least 16 characters.').max(limits.shortText),
    })
    .strict(),
]);
export type SecretChange = z.infer<typeof SecretChange>;

const ProviderChange = z
  .object({
    /** Empty with an empty client id and no secret: the organisation names no provider (the environment's, if any, applies). */
    url: z.union([z.literal(''), HttpsUrl]),
    clientId: Line.trim().max(limits.name),
    secret: SecretChange,
  })
  .strict();
export type ProviderChange = z.infer<typeof ProviderChange>;

export const saveExamProviders = defineOperation({
  name: 'staff/saveExamProviders',
  access: 'staff',
  roles: ['admin'],
  summary:
    "Saves the proctoring and exam-scheduling providers' addresses, client ids and secrets (encrypted at rest, never answered); audited without the secrets.",
  body: z.object({ oid: Oid, proctor: ProviderChange, scheduler: ProviderChange }).strict(),
  response: OrganisationSettingsView,
});
