import { getOrganisation } from '@aula/contract/organisation';
import type { Api } from '../../platform/api.ts';
import { findServedOrganisation } from './find-organisation.ts';

export function organisationRoutes(api: Api, configuredOid: string | undefined): void {
  api.register(getOrganisation, ({ db }) => findServedOrganisation(db, configuredOid));
}
