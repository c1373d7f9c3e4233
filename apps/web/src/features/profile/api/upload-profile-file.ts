import type { AccountUploadType } from '@aula/contract/account-uploads';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { uploadAccountFile } from '../../../lib/upload-file.ts';

/** Uploads a profile file (photo or document), with its progress in per cent while it goes. */
export function useUploadProfileFile(type: AccountUploadType) {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) =>
      uploadAccountFile({ oid, eid: username, type }, file, (sent, total) =>
        setProgress(total > 0 ? Math.round((sent / total) * 100) : 0),
      ),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
