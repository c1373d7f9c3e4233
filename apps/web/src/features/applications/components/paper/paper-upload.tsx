import { acceptOf, fileProblem } from '@aula/contract/application-form-documents';
import { type PaperDocument, type PaperForm, paperDocuments } from '@aula/contract/paper-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { uploadRefusal } from '../../../../lib/upload-file.ts';
import { useUploadPaperDocument } from '../../api/upload-paper-document.ts';
import { useInvalid } from '../wizard/section-problem.tsx';
import { usePaperFormFrame } from './paper-context.ts';

/**
 * One upload of the paper form: the file is checked by name and size (the spec's messages, prefixed
 * by its label), sent through the presigned flow with a progress bar, and its stored name put in the
 * form for the save, where the server checks its bytes.
 */
export function PaperUpload({ document }: { document: PaperDocument }) {
  const { bpid, saved } = usePaperFormFrame();
  const savedUrl = saved.documentUrls[document];
  const savedName = saved.form?.[document] ?? '';
  const { t } = useTranslation('paper-form');
  const { control, setValue } = useFormContext<PaperForm>();
  const name = useWatch({ control, name: document });
  const upload = useUploadPaperDocument(bpid);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const { invalid, messageId: problemId } = useInvalid(document);
  const label = t(`uploads.labels.${document}`);
  const accept = acceptOf(paperDocuments[document]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = fileProblem(paperDocuments[document], file);
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

  const describedBy = [message ? messageId : '', invalid ? problemId : ''].filter(Boolean).join(' ');
  return (
    <Box sx={{ py: 1.5, display: 'grid', gap: 1 }}>
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Button
          variant="outlined"
          data-upload={document}
          disabled={progress !== null}
          color={invalid ? 'error' : 'primary'}
          aria-describedby={describedBy || undefined}
          onClick={() => input.current?.click()}
        >
          {name ? t('uploads.replace', { label }) : t('uploads.choose', { label })}
        </Button>
        <input
          ref={input}
          type="file"
          name={document}
          hidden
          accept={accept}
          aria-label={t('uploads.choose', { label })}
          onChange={(event) => void choose(event)}
        />
        {name && (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {t('uploads.uploaded', { name: name.slice(5) })}
          </Typography>
        )}
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
