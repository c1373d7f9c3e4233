import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useStaffTime } from '../../format-time.ts';
import { type Admission, useAdmission } from '../api/get-admission.ts';
import { statusKey } from './admission-status.ts';
import { ApplicationDocuments } from './application-documents.tsx';
import { ApplicationSections } from './application-sections.tsx';
import { DecisionHistory } from './decision-history.tsx';
import { DecisionPanel } from './decision-panel.tsx';

/** Only a submitted application (pstatus 2) waits for a decision. */
const awaitingDecision = 2;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography component="h2" variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Facts({ application }: { application: Admission }) {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  const facts: [string, string][] = [
    [t('admission.facts.email'), application.email],
    [t('admission.facts.applicationId'), application.applicationid],
    [t('admission.facts.programme'), application.pname],
    [t('admission.facts.status'), t(statusKey(application.pstatus))],
    [t('admission.facts.variant'), t(`admissions.variants.${application.formVariant}`)],
    [
      t('admission.facts.evbab'),
      application.evbab ? t('admissions.filters.yes') : t('admissions.filters.no'),
    ],
    [
      t('admission.facts.submitted'),
      application.submittedAt === null ? '—' : time.format(application.submittedAt),
    ],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        mb: 3,
        '& dt': { fontWeight: 600 },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {facts.map(([name, value]) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

function Detail({ application, onReload }: { application: Admission; onReload: () => void }) {
  const { t } = useTranslation('staff');
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(18rem, 1fr)' },
        gap: 3,
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Facts application={application} />
        <Section title={t('admission.sections')}>
          <ApplicationSections sections={application.sections} />
        </Section>
        <Section title={t('admission.documents')}>
          <ApplicationDocuments documents={application.documents} />
        </Section>
      </Box>
      <Box sx={{ minWidth: 0, position: { lg: 'sticky' }, top: { lg: 16 } }}>
        <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
          <Section title={t('admission.decide.title')}>
            {application.pstatus === awaitingDecision ? (
              <DecisionPanel key={application.version} application={application} onReload={onReload} />
            ) : (
              <Typography>{t('admission.decide.notAwaiting')}</Typography>
            )}
          </Section>
          <Section title={t('admission.history')}>
            <DecisionHistory decisions={application.decisions} />
          </Section>
        </Paper>
      </Box>
    </Box>
  );
}

/** One application as a counsellor decides it: the applicant's answers and documents beside the decision. */
export function AdmissionDetail({ applicationid }: { applicationid: string }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const admission = useAdmission(oid, applicationid);
  return (
    <QueryState query={admission} errorTitle={t('admission.failed')}>
      {({ application }) => <Detail application={application} onReload={() => void admission.refetch()} />}
    </QueryState>
  );
}
