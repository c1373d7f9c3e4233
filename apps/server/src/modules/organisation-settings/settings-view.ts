import type { OrganisationSettingsView, ProviderState } from '@aula/contract/staff-organisation';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import { findOrganisation, type ProviderSource, readExamProviders } from '../organisation/index.ts';

function providerState(source: ProviderSource, url?: string, clientId?: string): ProviderState {
  if (source === 'none') return { source, url: '', clientId: '', secretSet: false };
  return { source, url: url ?? '', clientId: clientId ?? '', secretSet: true };
}

/**
 * The settings as the admin's page shows them: what the public site shows, and each exam provider's
 * address and client id with whether a secret is set. The secrets themselves are never part of it.
 */
export async function organisationSettingsView(
  db: Db,
  config: Config,
  oid: string,
): Promise<OrganisationSettingsView> {
  const [organisation, providers] = await Promise.all([
    findOrganisation(db, oid),
    readExamProviders(db, config, oid),
  ]);
  const { settings, sources } = providers;
  return {
    name: organisation.name,
    shortName: organisation.shortName,
    poweredBy: organisation.poweredBy,
    applicationForm: organisation.applicationForm ?? 'wizard',
    languages: organisation.languages ?? ['en', 'fr'],
    aboutHtml: organisation.aboutHtml,
    onlineLearningHtml: organisation.onlineLearningHtml,
    contactHtml: organisation.contactHtml,
    images: {
      logo: organisation.logo,
      partnerLogo: organisation.partnerLogo ?? null,
      banner: organisation.banner ?? null,
    },
    providers: {
      proctor: providerState(sources.proctor, settings.PROCTOR_URL, settings.PROCTOR_CLIENT_ID),
      scheduler: providerState(
        sources.scheduler,
        settings.EXAM_SCHEDULER_URL,
        settings.EXAM_SCHEDULER_CLIENT_CODE,
      ),
    },
  };
}
