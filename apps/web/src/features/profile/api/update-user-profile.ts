import type { ProfileFields } from '@aula/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { refreshSession, useSessionUser } from '../../../lib/session.ts';
import { profileKeys } from './get-user-profile.ts';

/**
 * Saves the profile. The answer replaces the cached profile, and the session is asked again so the
 * header shows the new name.
 */
export function useUpdateUserProfile() {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: ProfileFields) => callApi('updateuserprofile', { oid, eid: username, ...fields }),
    onSuccess: async (profile) => {
      client.setQueryData(profileKeys.of(oid, username), profile);
      await refreshSession(client);
    },
  });
}
