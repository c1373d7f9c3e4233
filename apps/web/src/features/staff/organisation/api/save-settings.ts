import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type OperationInput } from '../../../../lib/api-client.ts';
import { organisationKeys } from '../../../../lib/organisation.ts';
import type { OrganisationSettingsView } from './get-organisation-settings.ts';
import { organisationSettingsKeys } from './organisation-keys.ts';

type SettingsOperation =
  | 'staff/saveOrganisationSettings'
  | 'staff/setOrganisationImage'
  | 'staff/saveExamProviders';

/**
 * One of the saves of the settings page: its answer is the settings as saved, kept as the page's data;
 * the organisation the whole app shows (header, public pages) is read again.
 */
export function useSaveSettings<N extends SettingsOperation>(name: N) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OperationInput<N>) => callApi(name, input) as Promise<OrganisationSettingsView>,
    onSuccess: (view, input) => {
      client.setQueryData(organisationSettingsKeys.settings(input.oid), view);
      void client.invalidateQueries({ queryKey: organisationKeys.all });
    },
  });
}
