import { BundleOrganisation } from '@aula/contract/content-bundle';
import { organisations } from '../../../db/schema/organisations.ts';
import { sanitizeHtml } from '../sanitize-html.ts';
import { defineSection } from '../section.ts';

/** organisation.json: the organisation's names, logos and public texts. */
export const organisationSection = defineSection({
  file: 'organisation.json',
  schema: BundleOrganisation,
  async load({ db, oid, media }, { oid: _oid, ...profile }) {
    media(profile.logo, ['logo']);
    media(profile.partnerLogo, ['partnerLogo']);
    media(profile.banner, ['banner']);
    const stored = {
      ...profile,
      aboutHtml: sanitizeHtml(profile.aboutHtml),
      onlineLearningHtml: sanitizeHtml(profile.onlineLearningHtml),
      contactHtml: sanitizeHtml(profile.contactHtml),
    };
    await db
      .insert(organisations)
      .values({ oid, profile: stored })
      .onConflictDoUpdate({ target: organisations.oid, set: { profile: stored } });
    return 1;
  },
});
