import { fileProblem } from '@aula/contract/account-uploads';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadRefusal } from '../../../lib/upload-file.ts';
import { useUploadProfileFile } from '../api/upload-profile-file.ts';
import { UploadButton } from './upload-button.tsx';

export interface PhotoFieldProps {
  /** The saved photo's address, if any. */
  savedUrl: string | null;
  onUploaded: (storedName: string) => void;
  onProblem: (message: string) => void;
}

/** The profile photo: a chosen picture shows at once from the device, and is uploaded as it is chosen. */
export function PhotoField({ savedUrl, onUploaded, onProblem }: PhotoFieldProps) {
  const { t } = useTranslation('profile');
  const upload = useUploadProfileFile('profiledetails');
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (file: File) => {
    const problem = fileProblem('profiledetails', file);
    if (problem) {
      onProblem(problem);
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: onUploaded,
      onError: (error) => onProblem(uploadRefusal(error, t('uploadFailed'))),
    });
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 3 }}>
      <Avatar
        src={preview ?? savedUrl ?? undefined}
        alt={t('photoAlt')}
        sx={{ width: 120, height: 120 }}
        slotProps={{ img: { 'data-testid': 'profile-photo' } as object }}
      />
      <UploadButton
        label={t('choosePhoto')}
        name="photo"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        hint={t('photoHint')}
        progress={upload.progress}
        onFile={choose}
      />
    </Box>
  );
}
