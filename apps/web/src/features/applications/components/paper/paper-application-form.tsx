import { type PaperForm, paperDocumentNames, paperFormSchema } from '@aula/contract/paper-form';
import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { ApiError } from '../../../../lib/api-error.ts';
import { clearApplicationState } from '../../../../lib/application-state.ts';
import { mediaHref } from '../../../../lib/media.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useOnline } from '../../../../lib/use-online.ts';
import type { SavedPaperApplication } from '../../api/get-paper-application.ts';
import { useUpdatePaperApplication } from '../../api/update-paper-application.ts';
import { problemMessageId, type SectionProblem, SectionProblemContext } from '../wizard/section-problem.tsx';
import { useDeviceDraft } from '../wizard/use-device-draft.ts';
import { removeDraft } from '../wizard/wizard-draft.ts';
import { AcademicSection } from './academic-section.tsx';
import { ApplicantSection } from './applicant-section.tsx';
import { ChecklistSection } from './checklist-section.tsx';
import { DeclarationSection } from './declaration-section.tsx';
import { DocumentsSection } from './documents-section.tsx';
import { PaperFormContext } from './paper-context.ts';
import { PaymentSection } from './payment-section.tsx';
import { ProgrammeSection } from './programme-section.tsx';

export interface PaperApplicationFormProps {
  pid: string;
  bpid: string;
  saved: SavedPaperApplication;
  /** The form as the server has it: what the device's copy is compared with. */
  server: PaperForm;
  initial: PaperForm;
  draftKey: string;
  restored: boolean;
}

/**
 * The paper-style APPLICATION FOR ADMISSION form (spec 3 §2-§5): sections A to G, the fourteen
 * checks in order before it is sent (the first failure shown and focused; the server checks again),
 * what is typed kept on the device until it is saved, and a save that submits and returns to the list.
 */
export function PaperApplicationForm({
  pid,
  bpid,
  saved,
  server,
  initial,
  draftKey,
  restored,
}: PaperApplicationFormProps) {
  const { t } = useTranslation('paper-form');
  const navigate = useNavigate();
  const online = useOnline();
  const organisation = useOrganisation();
  const form = useForm<PaperForm>({ defaultValues: initial });
  const [problem, setProblem] = useState<SectionProblem | null>(null);
  const [failed, setFailed] = useState(false);
  const update = useUpdatePaperApplication({ pid, bpid, appid: saved.applicationid ?? '' });

  // Keep what is typed on the device until it is saved (a short pause after each change).
  const values = JSON.stringify(form.watch());
  const keptOnDevice = useDeviceDraft(draftKey, values === JSON.stringify(server) ? null : values);

  const show = (next: SectionProblem) => {
    setProblem(next);
    if ((paperDocumentNames as readonly string[]).includes(next.field)) {
      document.querySelector<HTMLElement>(`[data-upload="${next.field}"]`)?.focus();
    } else {
      form.setFocus(next.field as Path<PaperForm>);
    }
  };

  const submit = async () => {
    const current = form.getValues();
    const issue = paperFormSchema(saved.today).safeParse(current).error?.issues[0];
    if (issue) return show({ field: issue.path.join('.'), message: issue.message });
    setProblem(null);
    setFailed(false);
    try {
      await update.mutateAsync(current);
      await removeDraft(draftKey);
      clearApplicationState();
      await navigate(paths.applyProgram.getHref());
    } catch (error) {
      const field =
        error instanceof ApiError ? Object.keys(error.fields).find((f) => f.startsWith('form.')) : undefined;
      if (error instanceof ApiError && field) {
        return show({ field: field.slice(5), message: error.fields[field] ?? error.message });
      }
      setFailed(true);
    }
  };

  return (
    <PaperFormContext value={{ bpid, saved }}>
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          aria-labelledby="paper-form-title"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Box sx={{ textAlign: 'center', mb: 3 }}>
            {organisation.logo !== '' && (
              <Box
                component="img"
                src={mediaHref(organisation.oid, organisation.logo)}
                alt={organisation.name}
                sx={{ height: 64, width: 'auto', maxWidth: '100%', mb: 1 }}
              />
            )}
            <Typography id="paper-form-title" component="h2" variant="h2">
              {t('formTitle')}
            </Typography>
            <Typography color="text.secondary">{t('academicYear')}</Typography>
          </Box>
          <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>
          {!online && (
            <Alert severity="warning" role="status" sx={{ mb: 2 }}>
              {t('offline')}
            </Alert>
          )}
          {restored && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('draftRestored')}
            </Alert>
          )}
          <Typography
            role="status"
            variant="body2"
            sx={{ color: 'text.secondary', mb: 1, minHeight: '1.5em' }}
          >
            {keptOnDevice ? t('keptOnDevice') : ''}
          </Typography>
          <SectionProblemContext value={problem}>
            <ApplicantSection />
            <ProgrammeSection />
            <AcademicSection />
            <PaymentSection />
            <DeclarationSection />
            <DocumentsSection />
            <ChecklistSection />
          </SectionProblemContext>
          {problem && (
            <Typography id={problemMessageId} color="error" role="alert" sx={{ mt: 2, fontWeight: 600 }}>
              {problem.message}
            </Typography>
          )}
          {failed && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {t('saveFailed')}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={update.isPending} sx={{ mt: 3 }}>
            {t('submit')}
          </Button>
        </Box>
        <Backdrop open={update.isPending} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
          <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 2 }}>
            <CircularProgress color="inherit" aria-hidden />
            <Typography>{t('saving')}</Typography>
          </Box>
        </Backdrop>
      </FormProvider>
    </PaperFormContext>
  );
}
