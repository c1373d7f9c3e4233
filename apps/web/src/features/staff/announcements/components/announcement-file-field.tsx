import {
  announcementFileProblem,
  announcementFileRules,
  type StaffFileAnnouncementType,
} from '@aula/contract/staff-announcement-files';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { uploadRefusal } from '../../../../lib/upload-file.ts';
import type { PostTarget } from '../api/post-target.ts';
import { uploadAnnouncementFile } from '../api/upload-announcement-file.ts';

export interface UploadedFile {
  /** The stored name the save claims. */
  filename: string;
  /** The name the file had on the member's computer. */
  original: string;
}

export interface AnnouncementFileFieldProps {
  target: PostTarget;
  type: StaffFileAnnouncementType;
  uploaded: UploadedFile | null;
  /** The file the announcement has now (an edit keeps it unless another is uploaded). */
  current?: string | undefined;
  onUploaded: (file: UploadedFile) => void;
  /** A problem the form or the server found with the file. */
  error?: string | undefined;
}

/**
 * The file of an image, pdf, video, audio or file announcement: checked by name and size with the
 * type's rules, sent through the presigned address with a progress bar; a failed upload says why and
 * offers to send the same file again.
 */
export function AnnouncementFileField({
  target,
  type,
  uploaded,
  current,
  onUploaded,
  error,
}: AnnouncementFileFieldProps) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const input = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState<{ message: string; file: File | null } | null>(null);
  const rules = announcementFileRules[type];
  const accept = rules.kinds.map((kind) => `.${kind}`).join(',');

  const send = async (file: File) => {
    const problem = announcementFileProblem(type, file);
    if (problem) {
      setFailed({ message: problem, file: null });
      return;
    }
    setFailed(null);
    setProgress(0);
    try {
      const filename = await uploadAnnouncementFile({ oid, target, type }, file, (sent, total) =>
        setProgress(total > 0 ? Math.round((sent / total) * 100) : 0),
      );
      onUploaded({ filename, original: file.name });
    } catch (caught) {
      setFailed({ message: uploadRefusal(caught, t('staffAnnouncements.file.failed')), file });
    } finally {
      setProgress(null);
    }
  };

  const chooseLabel = t(
    uploaded || current ? 'staffAnnouncements.file.replace' : 'staffAnnouncements.file.choose',
    {
      type: t(`staffAnnouncements.types.${type}`),
    },
  );
  const message = failed?.message ?? error;
  return (
    <Box sx={{ display: 'grid', gap: 1, my: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {/* A real button opens the chooser (a label wrapping the input nests two controls). */}
        <Button
          variant="outlined"
          color={message ? 'error' : 'primary'}
          disabled={progress !== null}
          aria-describedby={message ? messageId : undefined}
          onClick={() => input.current?.click()}
        >
          {chooseLabel}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept={accept}
          aria-label={chooseLabel}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void send(file);
          }}
        />
        {uploaded ? (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {t('staffAnnouncements.file.uploaded', { name: uploaded.original })}
          </Typography>
        ) : (
          current && (
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {t('staffAnnouncements.file.current', { name: current.split('/').pop() })}
            </Typography>
          )
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('staffAnnouncements.file.hint', {
          kinds: rules.kinds.join(', '),
          size: Math.round(rules.maxBytes / (1024 * 1024)),
        })}
      </Typography>
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={t('staffAnnouncements.file.uploading')}
        />
      )}
      {message && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography id={messageId} color="error" role="alert">
            {message}
          </Typography>
          {failed?.file && (
            <Button size="small" onClick={() => failed.file && void send(failed.file)}>
              {t('staffAnnouncements.file.retry')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
