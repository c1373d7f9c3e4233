import { bundleZipLimits } from '@aula/contract/staff-bundles';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { uploadRefusal } from '../../../../lib/upload-file.ts';
import { type BundleImportReport, checkBundle, importBundle, uploadBundle } from '../api/import-bundle.ts';
import { BundleImportReportView } from './bundle-import-report.tsx';

type Step =
  | { at: 'idle' }
  | { at: 'sending'; percent: number }
  | { at: 'checking' }
  | { at: 'importing'; name: string; filename: string; report: BundleImportReport }
  | { at: 'checked'; name: string; filename: string; report: BundleImportReport }
  | { at: 'imported'; name: string; report: BundleImportReport };

const megabytes = Math.round(bundleZipLimits.zipBytes / (1024 * 1024));

/**
 * A bundle zip into the catalogue (ADR 0098): sent through its presigned address with a progress bar,
 * checked by the server as the import reads it (nothing is written), its report shown, then imported
 * when the admin confirms. A failed upload or call offers to try the same file again.
 */
export function BundleImport() {
  const { t } = useTranslation('staff');
  const { oid, name: organisation } = useOrganisation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const [step, setStep] = useState<Step>({ at: 'idle' });
  const [failed, setFailed] = useState<{ message: string; retry: (() => void) | null } | null>(null);

  // The outcome of a check or an import takes the focus, so a keyboard user reads it next.
  useEffect(() => {
    if (step.at === 'checked' || step.at === 'imported') outcome.current?.focus();
  }, [step.at]);

  const send = async (file: File) => {
    setFailed(null);
    if (!file.name.toLowerCase().endsWith('.zip')) {
      setFailed({ message: t('bundles.import.notZip'), retry: null });
      return;
    }
    if (file.size > bundleZipLimits.zipBytes) {
      setFailed({ message: t('bundles.import.tooLarge', { size: megabytes }), retry: null });
      return;
    }
    setStep({ at: 'sending', percent: 0 });
    try {
      const filename = await uploadBundle(oid, file, (sent, total) =>
        setStep(
          sent >= total ? { at: 'checking' } : { at: 'sending', percent: Math.round((sent / total) * 100) },
        ),
      );
      setStep({ at: 'checking' });
      const report = await checkBundle(oid, filename);
      setStep({ at: 'checked', name: file.name, filename, report });
    } catch (caught) {
      setStep({ at: 'idle' });
      setFailed({ message: uploadRefusal(caught, t('bundles.import.failed')), retry: () => void send(file) });
    }
  };

  const confirm = async (checked: Extract<Step, { at: 'checked' }>) => {
    setFailed(null);
    setStep({ ...checked, at: 'importing' });
    try {
      const report = await importBundle(oid, checked.filename);
      setStep({ at: 'imported', name: checked.name, report });
      await queryClient.invalidateQueries();
    } catch (caught) {
      setStep(checked);
      setFailed({
        message: uploadRefusal(caught, t('bundles.import.failed')),
        retry: () => void confirm(checked),
      });
    }
  };

  const busy = step.at === 'sending' || step.at === 'checking' || step.at === 'importing';
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} component="h2" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('bundles.import.heading')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('bundles.import.intro', { organisation })}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {/* A real button opens the chooser (a label wrapping the input nests two controls). */}
        <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
          {t('bundles.import.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept=".zip,application/zip"
          aria-label={t('bundles.import.choose')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void send(file);
          }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('bundles.import.hint', { size: megabytes })}
      </Typography>
      {step.at === 'sending' && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2">{t('bundles.import.sending', { percent: step.percent })}</Typography>
          <LinearProgress
            variant="determinate"
            value={step.percent}
            aria-label={t('bundles.import.progress')}
          />
        </Box>
      )}
      {(step.at === 'checking' || step.at === 'importing') && (
        <Box role="status" sx={{ mt: 1 }}>
          <Typography variant="body2">
            {step.at === 'checking' ? t('bundles.import.checking') : t('bundles.import.importing')}
          </Typography>
          <LinearProgress
            aria-label={step.at === 'checking' ? t('bundles.import.checking') : t('bundles.import.importing')}
          />
        </Box>
      )}
      {failed && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mt: 2, overflowWrap: 'anywhere' }}
          action={
            failed.retry && (
              <Button color="inherit" size="small" onClick={failed.retry}>
                {t('bundles.import.retry')}
              </Button>
            )
          }
        >
          {failed.message}
        </Alert>
      )}
      {(step.at === 'checked' || step.at === 'importing' || step.at === 'imported') && (
        <Box sx={{ mt: 2 }}>
          <Alert
            ref={outcome}
            tabIndex={-1}
            role="status"
            severity={step.report.ok ? 'success' : 'error'}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {step.at === 'imported'
              ? t('bundles.import.imported', { name: step.name })
              : step.report.ok
                ? t('bundles.import.canImport', { name: step.name })
                : t('bundles.import.refused', { name: step.name })}
          </Alert>
          <BundleImportReportView report={step.report} />
          {step.at !== 'imported' && step.report.ok && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2 }}>
              <Button
                variant="contained"
                disabled={step.at === 'importing'}
                onClick={() => step.at === 'checked' && void confirm(step)}
              >
                {t('bundles.import.import', { name: step.name })}
              </Button>
              <Button disabled={step.at === 'importing'} onClick={() => setStep({ at: 'idle' })}>
                {t('bundles.import.cancel')}
              </Button>
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
