import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { uploadVisitorFile } from '../../../lib/upload-file.ts';

export interface VisitorQuery {
  name: string;
  emailid: string;
  description: string;
  file: File | null;
}

/** Report A Query, signed out: the optional file first (with its progress), then the query. */
export function useAddQuery() {
  const { oid } = useOrganisation();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ name, emailid, description, file }: VisitorQuery) => {
      const upload = file
        ? await uploadVisitorFile(oid, file, (sent, total) =>
            setProgress(total > 0 ? Math.round((sent / total) * 100) : 0),
          )
        : undefined;
      return callApi('addcomplentPreLogin', { oid, name, emailid, description, ...upload });
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
