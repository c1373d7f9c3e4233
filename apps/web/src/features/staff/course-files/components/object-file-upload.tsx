import type { PackageReport } from '@aula/contract/package-report';
import { type CourseFileType, courseFileRules } from '@aula/contract/staff-course-files';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { courseFileKeys } from '../api/course-file-keys.ts';
import { uploadCourseFile } from '../api/upload-course-file.ts';
import { useCourseFileText } from '../course-file-text.ts';
import { PackageReportView } from './package-report-view.tsx';

export interface ObjectFileUploadProps {
  otype: CourseFileType;
  label: string;
  /** Called once the server kept the file: its `ourl`, and a package's report (null for a plain file). */
  onUploaded: (file: { ourl: string; report: PackageReport | null }) => void;
}

type Step = { at: 'idle' } | { at: 'sending'; percent: number } | { at: 'checking' };

/**
 * Uploads the file of a learning object (ADR 0090): checked by name and size first, sent through its
 * presigned address with a progress bar, then checked by the server (a zip validated and unpacked, its
 * report shown). A refused package shows the report naming the problem; a failed call offers to send
 * the same file again.
 */
export function ObjectFileUpload({ otype, label, onUploaded }: ObjectFileUploadProps) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const say = useCourseFileText();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const [step, setStep] = useState<Step>({ at: 'idle' });
  const [failed, setFailed] = useState<{ message: string; file: File | null } | null>(null);
  const [result, setResult] = useState<{
    name: string;
    ourl: string | null;
    report: PackageReport | null;
  } | null>(null);
  const rules = courseFileRules[otype];

  const send = async (file: File) => {
    const problem = say.problem(otype, file);
    setResult(null);
    if (problem) {
      setFailed({ message: problem, file: null });
      return;
    }
    setFailed(null);
    setStep({ at: 'sending', percent: 0 });
    try {
      const saved = await uploadCourseFile(oid, otype, file, (sent, total) =>
        setStep(
          sent >= total ? { at: 'checking' } : { at: 'sending', percent: Math.round((sent / total) * 100) },
        ),
      );
      setResult({ name: file.name, ...saved });
      if (saved.ourl !== null) {
        await queryClient.invalidateQueries({ queryKey: courseFileKeys.all });
        onUploaded({ ourl: saved.ourl, report: saved.report });
      }
    } catch (caught) {
      setFailed({ message: say.refusal(caught), file });
    } finally {
      setStep({ at: 'idle' });
    }
  };

  const busy = step.at !== 'idle';
  return (
    <Box sx={{ display: 'grid', gap: 1, my: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {/* A real button opens the chooser (a label wrapping the input nests two controls). */}
        <Button
          variant="contained"
          disabled={busy}
          aria-describedby={failed ? messageId : undefined}
          onClick={() => input.current?.click()}
        >
          {label}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept={rules.kinds.map((kind) => `.${kind}`).join(',')}
          aria-label={label}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void send(file);
          }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('courseFiles.upload.hint', {
          kinds: rules.kinds.map((kind) => `.${kind}`).join(', '),
          size: Math.round(rules.maxBytes / (1024 * 1024)),
        })}
      </Typography>
      {step.at === 'sending' && (
        <Box>
          <Typography variant="body2">
            {t('courseFiles.upload.sending', { percent: step.percent })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={step.percent}
            aria-label={t('courseFiles.upload.progress')}
          />
        </Box>
      )}
      {step.at === 'checking' && (
        <Box role="status">
          <Typography variant="body2">{t('courseFiles.upload.checking')}</Typography>
          <LinearProgress aria-label={t('courseFiles.upload.checking')} />
        </Box>
      )}
      {failed && (
        <Alert
          id={messageId}
          severity="error"
          role="alert"
          sx={{ overflowWrap: 'anywhere' }}
          action={
            failed.file && (
              <Button color="inherit" size="small" onClick={() => failed.file && void send(failed.file)}>
                {t('courseFiles.upload.retry')}
              </Button>
            )
          }
        >
          {failed.message}
        </Alert>
      )}
      {result && (
        <Box>
          <Alert
            role="status"
            severity={result.ourl === null ? 'error' : 'success'}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {result.ourl === null
              ? t('courseFiles.upload.refused', { name: result.name })
              : t('courseFiles.upload.kept', { name: result.name })}
          </Alert>
          {result.report && <PackageReportView report={result.report} />}
        </Box>
      )}
    </Box>
  );
}
