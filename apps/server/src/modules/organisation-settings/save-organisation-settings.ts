import type { OrganisationSettings } from '@aula/contract/staff-organisation';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { sanitizeHtml } from '../content/index.ts';
import { updateOrganisationProfile } from './update-profile.ts';

/**
 * Saves what the public site shows: names, the default application form, the languages offered and
 * the static pages, whose HTML is stored sanitised (as an import stores it), so no script, handler or
 * javascript: address reaches a visitor even before the browser sanitises again.
 */
export async function saveOrganisationSettings(
  db: Db,
  actor: SessionUser,
  settings: OrganisationSettings,
  context: { ip: string | null; now: Date },
): Promise<void> {
  await updateOrganisationProfile(db, {
    actor,
    ...context,
    action: 'organisation.saveSettings',
    change: () => ({
      name: settings.name,
      shortName: settings.shortName,
      poweredBy: settings.poweredBy,
      applicationForm: settings.applicationForm,
      languages: settings.languages,
      aboutHtml: sanitizeHtml(settings.aboutHtml),
      onlineLearningHtml: sanitizeHtml(settings.onlineLearningHtml),
      contactHtml: sanitizeHtml(settings.contactHtml),
    }),
  });
}
