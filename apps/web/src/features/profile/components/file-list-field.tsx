import { fileProblem } from '@aula/contract/account-uploads';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadRefusal } from '../../../lib/upload-file.ts';
import type { ProfileFile } from '../api/get-user-profile.ts';
import { useUploadProfileFile } from '../api/upload-profile-file.ts';
import { UploadButton } from './upload-button.tsx';

export interface FileListFieldProps {
  label: string;
  /** The list's field name (docname, certificates, markscards). */
  name: string;
  /** Stored names in the form, in order. */
  names: string[];
  /** Where the saved files are served (new ones are not readable until saved). */
  saved: ProfileFile[];
  onAdd: (storedName: string) => void;
  onDelete: (storedName: string) => void;
  onProblem: (message: string) => void;
}

/** One list of PDF files of the profile (documents, certificates, marks cards): upload, open, delete. */
export function FileListField({
  label,
  name: field,
  names,
  saved,
  onAdd,
  onDelete,
  onProblem,
}: FileListFieldProps) {
  const { t } = useTranslation('profile');
  const upload = useUploadProfileFile('profiledocs');
  const headingId = useId();
  const urls = new Map(saved.map((file) => [file.name, file.url]));

  const choose = (file: File) => {
    const problem = fileProblem('profiledocs', file);
    if (problem) {
      onProblem(problem);
      return;
    }
    upload.mutate(file, {
      onSuccess: onAdd,
      onError: (error) => onProblem(uploadRefusal(error, t('uploadFailed'))),
    });
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {names.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('noFiles')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, mb: 1, pl: 0, listStyle: 'none' }}>
          {names.map((name) => {
            const url = urls.get(name);
            return (
              <Box
                component="li"
                key={name}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', py: 0.5 }}
              >
                {url ? (
                  <Link href={url} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
                    {name}
                  </Link>
                ) : (
                  <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
                    {name}
                  </Typography>
                )}
                <Button
                  size="small"
                  color="error"
                  onClick={() => onDelete(name)}
                  aria-label={t('delete', { name })}
                >
                  {t('deleteButton')}
                </Button>
              </Box>
            );
          })}
        </Box>
      )}
      <UploadButton
        label={t('addFile', { label })}
        name={field}
        accept=".pdf,application/pdf"
        hint={t('pdfHint')}
        progress={upload.progress}
        onFile={choose}
      />
    </Box>
  );
}
