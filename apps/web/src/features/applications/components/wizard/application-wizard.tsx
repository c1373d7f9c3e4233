import type { ApplicationSection } from '@aula/contract/application-form';
import { sectionNamesOf, sectionsOf } from '@aula/contract/application-form-variants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { ApiError } from '../../../../lib/api-error.ts';
import { clearApplicationState, readApplicationState } from '../../../../lib/application-state.ts';
import { useOnline } from '../../../../lib/use-online.ts';
import type { SavedApplication } from '../../api/get-user-application.ts';
import { useUpdateUserApplication } from '../../api/update-user-application.ts';
import { EducationTab } from './education-tab.tsx';
import { GeneralInfoTab } from './general-info-tab.tsx';
import { ReviewTab } from './review-tab.tsx';
import { ScholarshipTab } from './scholarship-tab.tsx';
import { problemMessageId, type SectionProblem, SectionProblemContext } from './section-problem.tsx';
import { SubmittedNotice } from './submitted-notice.tsx';
import { UploadDocumentsTab } from './upload-documents-tab.tsx';
import { useDeviceDraft } from './use-device-draft.ts';
import { removeDraft } from './wizard-draft.ts';
import { savedValues, sectionFields, sectionValues, type WizardValues } from './wizard-values.ts';

type Step = ApplicationSection | 'review';

export interface ApplicationWizardProps {
  pid: string;
  bpid: string;
  pname: string;
  saved: SavedApplication;
  initial: WizardValues;
  draftKey: string;
  restored: boolean;
}

/** The fields that differ from what the server has: the device's draft. */
function unsaved(values: WizardValues, server: WizardValues): Partial<WizardValues> {
  return Object.fromEntries(
    (Object.keys(values) as (keyof WizardValues)[])
      .filter((field) => values[field] !== server[field])
      .map((field) => [field, values[field]]),
  ) as Partial<WizardValues>;
}

function universityEvbab(saved: SavedApplication): boolean {
  const chosen = readApplicationState();
  if (chosen?.evbab !== undefined) return chosen.evbab;
  return chosen?.partnerEmail !== undefined || saved.scholarship?.scholarship === 'Yes';
}

/**
 * The five-tab application wizard, and the university four-tab form (no Scholarship tab), as the
 * server's variant says (spec 3 §2-§5): each tab unlocks when the one before is saved; a section is
 * checked in the spec's order before it is sent (and again by the server); what is typed and not yet
 * saved is kept on the device; Review submits and returns to the program list.
 */
export function ApplicationWizard({
  pid,
  bpid,
  pname,
  saved,
  initial,
  draftKey,
  restored,
}: ApplicationWizardProps) {
  const { t } = useTranslation('admissions');
  const navigate = useNavigate();
  const online = useOnline();
  const form = useForm<WizardValues>({ defaultValues: initial });
  const server = useRef<WizardValues>(savedValues(saved));
  const [appid, setAppid] = useState(saved.applicationid ?? '');
  const sections = sectionNamesOf(saved.variant);
  const steps: Step[] = [...sections, 'review'];
  const [done, setDone] = useState(() => new Set(sections.filter((section) => saved[section] !== null)));
  const [step, setStep] = useState<Step>(() => steps.find((s) => s === 'review' || !done.has(s)) ?? 'review');
  const [problem, setProblem] = useState<SectionProblem | null>(null);
  const [failed, setFailed] = useState(false);
  const base = useId();
  const values = form.watch();
  const update = useUpdateUserApplication({
    pid,
    bpid,
    pname,
    appid,
    uname: [values.firstName, values.middleName, values.lastName].filter(Boolean).join(' '),
    // The university form's scholarship answer is the e-VBAB choice made before it opened (a partner
    // e-mail verified on the program page counts as e-VBAB), else, when continued, the one saved; the
    // wizard's is its Scholarship tab.
    evbab: saved.variant === 'university' ? universityEvbab(saved) : values.scholarship === 'Yes',
  });

  // Keep what is typed on the device until it is saved (a short pause after each change).
  const changes = unsaved(values, server.current);
  const keptOnDevice = useDeviceDraft(
    draftKey,
    Object.keys(changes).length === 0 ? null : JSON.stringify(changes),
  );

  // A tab opens once every section before it is saved (the pre-registered variant's scholarship is saved for it).
  const unlocked = (s: Step) => sections.slice(0, steps.indexOf(s)).every((section) => done.has(section));
  const preRegistered = saved.variant === 'preRegistered';
  const [submitted, setSubmitted] = useState(false);

  const show = (next: SectionProblem) => {
    setProblem(next);
    form.setFocus(next.field as keyof WizardValues);
  };

  const saveSection = async (section: ApplicationSection) => {
    const current = form.getValues();
    const appobj = sectionValues(current, section);
    const checked = sectionsOf(saved.variant)[section]?.safeParse(appobj);
    const issue = checked?.error?.issues[0];
    if (issue) return show({ field: String(issue.path[0] ?? ''), message: issue.message });
    setProblem(null);
    setFailed(false);
    try {
      const result = await update.mutateAsync({ action: 0, typeobj: section, appobj });
      setAppid(result.applicationid);
      if (section === 'scholarship') {
        const centre = current.scholarship === 'Yes' ? (saved.evbabdata?.learning_center_name ?? '') : '';
        form.setValue('learningCentername', centre);
      }
      for (const field of sectionFields[section]) {
        (server.current as Record<string, unknown>)[field] = form.getValues(field);
      }
      const nowDone = new Set(done).add(section);
      setDone(nowDone);
      // On to the next step not yet saved (past the variant's scholarship, saved for it).
      setStep(
        steps.slice(steps.indexOf(section) + 1).find((s) => s === 'review' || !nowDone.has(s)) ?? 'review',
      );
    } catch (error) {
      const field =
        error instanceof ApiError
          ? Object.keys(error.fields).find((f) => f.startsWith('appobj.'))
          : undefined;
      if (error instanceof ApiError && field)
        return show({ field: field.slice(7), message: error.fields[field] ?? error.message });
      // The university form's e-VBAB choice, refused without a partner registration (spec's message).
      if (error instanceof ApiError && error.fields.evbab)
        return show({ field: 'evbab', message: error.fields.evbab });
      setFailed(true);
    }
  };

  const submit = async () => {
    setFailed(false);
    try {
      await update.mutateAsync({ action: 2 });
      await removeDraft(draftKey);
      clearApplicationState();
      if (preRegistered) setSubmitted(true);
      else await navigate(paths.applyProgram.getHref());
    } catch {
      setFailed(true);
    }
  };

  const panels: Record<Step, ReactNode> = {
    generalinfo: <GeneralInfoTab />,
    education: <EducationTab variant={saved.variant} />,
    uploaddoc: <UploadDocumentsTab bpid={bpid} saved={saved} />,
    scholarship: <ScholarshipTab evbabdata={saved.evbabdata} />,
    review: <ReviewTab sections={sections} onEdit={(section) => setStep(section)} />,
  };

  return (
    <FormProvider {...form}>
      {submitted && <SubmittedNotice already={false} />}
      {!online && (
        <Alert severity="warning" role="status" sx={{ mb: 2 }}>
          {t('wizard.offline')}
        </Alert>
      )}
      {restored && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('wizard.draftRestored')}
        </Alert>
      )}
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 1, minHeight: '1.5em' }}>
        {keptOnDevice ? t('wizard.keptOnDevice') : ''}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={step}
          onChange={(_event, value: Step) => {
            setProblem(null);
            setStep(value);
          }}
          aria-label={t('wizard.tabsLabel')}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          {steps.map((s) => (
            <Tab
              key={s}
              value={s}
              disabled={!unlocked(s)}
              label={t(`wizard.tabs.${s}`)}
              id={`${base}-tab-${s}`}
              aria-controls={`${base}-panel-${s}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box
        component="form"
        role="tabpanel"
        id={`${base}-panel-${step}`}
        aria-labelledby={`${base}-tab-${step}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void (step === 'review' ? submit() : saveSection(step));
        }}
      >
        <SectionProblemContext value={problem}>{panels[step]}</SectionProblemContext>
        {problem && (
          <Typography id={problemMessageId} color="error" role="alert" sx={{ mt: 2, fontWeight: 600 }}>
            {problem.message}
          </Typography>
        )}
        {failed && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {t('wizard.saveFailed')}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={update.isPending} sx={{ mt: 3 }}>
          {step === 'review'
            ? update.isPending
              ? t('wizard.submitting')
              : t(saved.variant === 'university' ? 'university.save' : 'wizard.submit')
            : update.isPending
              ? t('wizard.saving')
              : t('wizard.saveAndContinue')}
        </Button>
      </Box>
    </FormProvider>
  );
}
