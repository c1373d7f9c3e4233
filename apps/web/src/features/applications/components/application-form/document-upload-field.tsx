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
import { useDocumentUploads } from './document-uploads.ts';
import { useDismissProblem, useInvalid } from './section-problem.tsx';

export interface DocumentUploadFieldProps {
  /** The document: the form's field that holds its stored name (its rule is the form's, see DocumentUploads). */
  name: string;
  /**
   * One of a list of documents (an item named by its heading of level 3, a divider under it, an
   * optional document saying so), or one upload among a section's fields (its heading of level 4).
   */
  inList?: boolean;
}

/**
 * One document of an admission form (the wizard's Upload Documents, the university form's, the paper
 * form's uploads): the file is checked by name and size with the document's rule (the spec's messages: a
 * wrong type prefixed by its label, a size as the spec writes it), sent through the presigned flow with a progress bar, and its stored name put
 * in the form for the save, where the server checks its bytes.
 */
export function DocumentUploadField({ name, inList = false }: DocumentUploadFieldProps) {
  const { t } = useTranslation('admissions');
  const uploads = useDocumentUploads();
  const { control, setValue } = useFormContext();
  const stored: unknown = useWatch({ control, name });
  const current = typeof stored === 'string' ? stored : '';
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const messageId = useId();
  const { invalid, message: problem, id: buttonId, messageId: problemId } = useInvalid(name);
  const dismissProblem = useDismissProblem(name);
  const rule = uploads.documents[name];
  if (!rule) throw new Error(`${name} is not a document of this form`);
  const label = uploads.labelOf(name);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    dismissProblem();
    const problem = fileProblem(rule, file);
    if (problem) {
      setMessage(problem);
      return;
    }
    setMessage(null);
    setProgress(0);
    try {
      setValue(name, await uploads.upload(name, file, setProgress), { shouldDirty: true });
    } catch (error) {
      setMessage(uploadRefusal(error, t('uploads.uploadFailed', { label })));
    } finally {
      setProgress(null);
    }
  };

  const chooseLabel = current ? t('uploads.replace', { label }) : t('uploads.choose', { label });
  const describedBy = [message ? messageId : '', invalid ? problemId : ''].filter(Boolean).join(' ');
  return (
    <Box
      component={inList ? 'li' : 'div'}
      aria-labelledby={inList ? headingId : undefined}
      sx={{
        display: 'grid',
        gap: 1,
        ...(inList ? { py: 2, borderBottom: 1, borderColor: 'divider' } : { py: 1.5 }),
      }}
    >
      <Typography
        id={headingId}
        component={inList ? 'h3' : 'h4'}
        variant={inList ? 'h4' : 'subtitle1'}
        sx={inList ? {} : { fontWeight: 600 }}
      >
        {label}
        {rule.missing === null && inList && ` (${t('uploads.optional')})`}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {/* A real button opens the chooser (a label wrapping the input nests two controls). */}
        <Button
          variant="outlined"
          id={buttonId}
          data-upload={name}
          disabled={progress !== null}
          color={invalid ? 'error' : 'primary'}
          aria-describedby={describedBy || undefined}
          onClick={() => input.current?.click()}
        >
          {chooseLabel}
        </Button>
        <input
          ref={input}
          type="file"
          name={name}
          hidden
          accept={acceptOf(rule)}
          aria-label={chooseLabel}
          aria-invalid={invalid || message !== null ? true : undefined}
          onChange={(event) => void choose(event)}
        />
        {current && (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {t('uploads.uploaded', { name: current.slice(5) })}
          </Typography>
        )}
        {uploads.savedUrls[name] && current === uploads.savedNames[name] && (
          <Link href={uploads.savedUrls[name]} target="_blank" rel="noopener noreferrer">
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
      {problem && (
        <Typography id={problemId} color="error" sx={{ fontWeight: 600 }}>
          {problem}
        </Typography>
      )}
    </Box>
  );
}
