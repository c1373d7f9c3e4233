import type { ApplicationSection } from '@aula/contract/application-form';
import { sectionNamesOf, sectionsOf } from '@aula/contract/application-form-variants';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ReactNode, useId, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { clearApplicationState, readApplicationState } from '../../../../lib/application-state.ts';
import type { SavedApplication } from '../../api/get-user-application.ts';
import { useUpdateUserApplication } from '../../api/update-user-application.ts';
import type { LoadedForm } from '../application-form/application-form-loader.tsx';
import { removeDraft } from '../application-form/device-draft.ts';
import { CheckedFields, DraftNotices } from '../application-form/form-notices.tsx';
import { useDeviceDraft } from '../application-form/use-device-draft.ts';
import { useFormProblem } from '../application-form/use-form-problem.ts';
import { EducationTab } from './education-tab.tsx';
import { GeneralInfoTab } from './general-info-tab.tsx';
import { ReviewTab } from './review-tab.tsx';
import { ScholarshipTab } from './scholarship-tab.tsx';
import { SubmittedNotice } from './submitted-notice.tsx';
import { UploadDocumentsTab } from './upload-documents-tab.tsx';
import { savedValues, sectionFields, sectionValues, type WizardValues } from './wizard-values.ts';

type Step = ApplicationSection | 'review';

export interface ApplicationWizardProps {
  pid: string;
  bpid: string;
  pname: string;
  loaded: LoadedForm<SavedApplication, WizardValues>;
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
export function ApplicationWizard({ pid, bpid, pname, loaded }: ApplicationWizardProps) {
  const { saved, initial, draftKey, restored } = loaded;
  const { t } = useTranslation('admissions');
  const navigate = useNavigate();
  const form = useForm<WizardValues>({ defaultValues: initial });
  const server = useRef<WizardValues>(savedValues(saved));
  const [appid, setAppid] = useState(saved.applicationid ?? '');
  const sections = sectionNamesOf(saved.variant);
  const steps: Step[] = [...sections, 'review'];
  const [done, setDone] = useState(() => new Set(sections.filter((section) => saved[section] !== null)));
  const [step, setStep] = useState<Step>(() => steps.find((s) => s === 'review' || !done.has(s)) ?? 'review');
  const problems = useFormProblem(form);
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

  const saveSection = async (section: ApplicationSection) => {
    const current = form.getValues();
    const appobj = sectionValues(current, section);
    const checks = sectionsOf(saved.variant)[section];
    if (checks && !problems.passes(checks, appobj)) return;
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
      // A field's check refused by the server, or the university form's e-VBAB choice refused without
      // a partner registration (the spec's message).
      problems.refused(error, 'appobj', ['evbab']);
    }
  };

  const submit = async () => {
    problems.clear();
    try {
      await update.mutateAsync({ action: 2 });
      await removeDraft(draftKey);
      clearApplicationState();
      if (preRegistered) setSubmitted(true);
      else await navigate(paths.applyProgram.getHref());
    } catch {
      problems.fail();
    }
  };

  const panels: Record<Step, ReactNode> = {
    generalinfo: <GeneralInfoTab />,
    education: <EducationTab variant={saved.variant} />,
    uploaddoc: <UploadDocumentsTab bpid={bpid} saved={saved} />,
    scholarship: <ScholarshipTab evbabdata={saved.evbabdata} />,
    review: <ReviewTab sections={sections} variant={saved.variant} onEdit={(section) => setStep(section)} />,
  };

  return (
    <FormProvider {...form}>
      {submitted && <SubmittedNotice already={false} />}
      <DraftNotices
        restored={restored}
        keptOnDevice={keptOnDevice}
        messages={{
          offline: t('wizard.offline'),
          restored: t('wizard.draftRestored'),
          kept: t('wizard.keptOnDevice'),
        }}
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={step}
          onChange={(_event, value: Step) => {
            problems.clear();
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
        <CheckedFields
          problem={problems.problem}
          onDismiss={problems.clear}
          saveFailed={problems.failed ? t('wizard.saveFailed') : null}
        >
          {panels[step]}
        </CheckedFields>
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
