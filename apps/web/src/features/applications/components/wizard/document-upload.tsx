import { type ApplicationDocument, applicationDocuments } from '@aula/contract/application-form';
import { acceptOf, fileProblem } from '@aula/contract/application-form-documents';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { uploadRefusal } from '../../../../lib/upload-file.ts';
import { useUploadApplicationDocument } from '../../api/upload-application-document.ts';
import { useInvalid } from './section-problem.tsx';
import type { WizardValues } from './wizard-values.ts';

export interface DocumentUploadProps {
  document: ApplicationDocument;
  bpid: string;
  /** The address of the document as saved, to view it. */
  savedUrl: string | undefined;
  savedName: string;
}

/**
 * One document of Upload Documents: the file is checked by name and size (the spec's messages,
 * prefixed by its label), sent through the presigned flow with a progress bar, and its stored
 * name is put in the form for the section's save.
 */
export function DocumentUpload({ document, bpid, savedUrl, savedName }: DocumentUploadProps) {
  const { t } = useTranslation('admissions');
  const { control, setValue } = useFormContext<WizardValues>();
  const name = useWatch({ control, name: document });
  const upload = useUploadApplicationDocument(bpid);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const headingId = useId();
  const messageId = useId();
  const { invalid } = useInvalid(document);
  const label = t(`uploads.labels.${document}`);
  const accept = acceptOf(applicationDocuments[document]);
  const input = useRef<HTMLInputElement>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = fileProblem(applicationDocuments[document], file);
    if (problem) {
      setMessage(problem);
      return;
    }
    setMessage(null);
    setProgress(0);
    try {
      const stored = await upload.mutateAsync({ document, file, onProgress: setProgress });
      setValue(document, stored, { shouldDirty: true });
    } catch (error) {
      setMessage(uploadRefusal(error, t('uploads.uploadFailed', { label })));
    } finally {
      setProgress(null);
    }
  };

  const shownName = name ? name.slice(5) : '';
  const chooseLabel = name ? t('uploads.replace', { label }) : t('uploads.choose', { label });
  return (
    <Box
      component="li"
      sx={{ py: 2, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 1 }}
      aria-labelledby={headingId}
    >
      <Typography id={headingId} component="h3" variant="h4">
        {label}
        {applicationDocuments[document].missing === null && ` (${t('uploads.optional')})`}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {/* A real button opens the chooser (a label wrapping the input nests two controls). */}
        <Button
          variant="outlined"
          disabled={progress !== null}
          onClick={() => input.current?.click()}
          aria-describedby={message ? messageId : undefined}
        >
          {chooseLabel}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept={accept}
          aria-label={chooseLabel}
          aria-invalid={invalid || message !== null ? true : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => void choose(event)}
        />
        {shownName && <Typography>{t('uploads.uploaded', { name: shownName })}</Typography>}
        {savedUrl && name === savedName && (
          <Link href={savedUrl} target="_blank" rel="noopener noreferrer">
            {t('uploads.view', { label })}
          </Link>
        )}
      </Box>
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={t('uploads.uploading', { label })}
        />
      )}
      {message && (
        <Typography id={messageId} color="error" role="alert">
          {message}
        </Typography>
      )}
    </Box>
  );
}
