import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { uploadAccountFile } from '../../../lib/upload-file.ts';
import { complaintKeys } from './get-complaints.ts';

export interface NewComplaint {
  bpid: string;
  description: string;
  file: File | null;
}

/** Uploads the complaint's file (with its progress), then records the complaint; the list is asked again. */
export function useAddComplaint() {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ bpid, description, file }: NewComplaint) => {
      const fileName = file
        ? await uploadAccountFile({ oid, eid: username, type: 'complents' }, file, (sent, total) =>
            setProgress(total > 0 ? Math.round((sent / total) * 100) : 0),
          )
        : undefined;
      return callApi('addcomplent', { oid, eid: username, emailid: username, bpid, description, fileName });
    },
    onSettled: () => setProgress(null),
    onSuccess: () => client.invalidateQueries({ queryKey: complaintKeys.of(oid, username) }),
  });
  return { ...mutation, progress };
}
