import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import { organisationSettingsKeys } from './organisation-keys.ts';

export type OrganisationSettingsView = OperationOutput<'staff/getOrganisationSettings'>;

export const organisationSettingsQuery = (oid: string) =>
  queryOptions({
    queryKey: organisationSettingsKeys.settings(oid),
    queryFn: ({ signal }) => callApi('staff/getOrganisationSettings', { oid }, { signal }),
  });

/** The organisation's settings as the admin edits them (secrets only as set or not). */
export function useOrganisationSettings(oid: string) {
  return useQuery(organisationSettingsQuery(oid));
}
