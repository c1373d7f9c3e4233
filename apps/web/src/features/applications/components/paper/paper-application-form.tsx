import { type PaperForm, paperDocuments, paperFormSchema } from '@aula/contract/paper-form';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { clearApplicationState } from '../../../../lib/application-state.ts';
import { mediaHref } from '../../../../lib/media.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import type { SavedPaperApplication } from '../../api/get-paper-application.ts';
import { useUpdatePaperApplication } from '../../api/update-paper-application.ts';
import type { LoadedForm } from '../application-form/application-form-loader.tsx';
import { removeDraft } from '../application-form/device-draft.ts';
import { DocumentUploadsContext, useFormDocumentUploads } from '../application-form/document-uploads.ts';
import { CheckedFields, DraftNotices } from '../application-form/form-notices.tsx';
import { useDeviceDraft } from '../application-form/use-device-draft.ts';
import { useFormProblem } from '../application-form/use-form-problem.ts';
import { AcademicSection } from './academic-section.tsx';
import { ApplicantSection } from './applicant-section.tsx';
import { ChecklistSection } from './checklist-section.tsx';
import { DeclarationSection } from './declaration-section.tsx';
import { DocumentsSection } from './documents-section.tsx';
import { PaperFormContext } from './paper-context.ts';
import { savedPaperValues } from './paper-values.ts';
import { PaymentSection } from './payment-section.tsx';
import { ProgrammeSection } from './programme-section.tsx';

export interface PaperApplicationFormProps {
  pid: string;
  bpid: string;
  loaded: LoadedForm<SavedPaperApplication, PaperForm>;
}

/**
 * The paper-style APPLICATION FOR ADMISSION form (spec 3 §2-§5): sections A to G, the fourteen
 * checks in order before it is sent (the first failure shown and focused; the server checks again),
 * what is typed kept on the device until it is saved, and a save that submits and returns to the list.
 */
export function PaperApplicationForm({ pid, bpid, loaded }: PaperApplicationFormProps) {
  const { saved, initial, draftKey, restored } = loaded;
  const { t } = useTranslation('paper-form');
  const navigate = useNavigate();
  const organisation = useOrganisation();
  const form = useForm<PaperForm>({ defaultValues: initial });
  // The form as the server has it: what the device's copy is compared with.
  const server = useMemo(() => JSON.stringify(savedPaperValues(saved)), [saved]);
  const problems = useFormProblem(form);
  const update = useUpdatePaperApplication({ pid, bpid, appid: saved.applicationid ?? '' });
  const uploads = useFormDocumentUploads('getPaperApplicationPresignedUrl', bpid, paperDocuments, {
    labelOf: (document) => t(`uploads.labels.${document}`),
    urls: saved.documentUrls,
    names: saved.form,
  });

  // Keep what is typed on the device until it is saved (a short pause after each change).
  const values = JSON.stringify(form.watch());
  const keptOnDevice = useDeviceDraft(draftKey, values === server ? null : values);

  const submit = async () => {
    const current = form.getValues();
    if (!problems.passes(paperFormSchema(saved.today), current)) return;
    try {
      await update.mutateAsync(current);
      await removeDraft(draftKey);
      clearApplicationState();
      await navigate(paths.applyProgram.getHref());
    } catch (error) {
      problems.refused(error, 'form');
    }
  };

  return (
    <PaperFormContext value={{ bpid, saved }}>
      <DocumentUploadsContext value={uploads}>
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
            <DraftNotices
              restored={restored}
              keptOnDevice={keptOnDevice}
              messages={{ offline: t('offline'), restored: t('draftRestored'), kept: t('keptOnDevice') }}
            />
            <CheckedFields
              problem={problems.problem}
              onDismiss={problems.clear}
              saveFailed={problems.failed ? t('saveFailed') : null}
            >
              <ApplicantSection />
              <ProgrammeSection />
              <AcademicSection />
              <PaymentSection />
              <DeclarationSection />
              <DocumentsSection />
              <ChecklistSection />
            </CheckedFields>
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
      </DocumentUploadsContext>
    </PaperFormContext>
  );
}
