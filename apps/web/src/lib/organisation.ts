import type { ServedOrganisation } from '@aula/contract/organisation';
import { queryOptions } from '@tanstack/react-query';
import { createContext, use } from 'react';
import { callApi } from './api-client.ts';

/** The organisation as the portal shows it (with the university's current year). */
export type Organisation = ServedOrganisation;

export const organisationKeys = {
  all: ['organisation'] as const,
};

/**
 * The organisation this portal serves. Its `oid` goes with every data call; its name, logos and
 * public texts fill the site. It changes rarely, so one fetch per visit is enough.
 */
export const organisationQuery = () =>
  queryOptions({
    queryKey: organisationKeys.all,
    queryFn: ({ signal }) => callApi('getOrganisation', {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const OrganisationContext = createContext<Organisation | null>(null);

/** The loaded organisation; only below the app's organisation gate, which renders nothing else first. */
export function useOrganisation(): Organisation {
  const organisation = use(OrganisationContext);
  if (!organisation) throw new Error('useOrganisation is used outside the organisation gate.');
  return organisation;
}
