import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../components/page-layout.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { htmlToText } from '../../../lib/html-text.ts';
import { useProgramDetail } from '../api/get-program-detail.ts';
import { AdmissionPanel } from './admission-panel.tsx';
import { ProgramDetailSkeleton } from './program-detail-skeleton.tsx';
import { ProgramHeader } from './program-header.tsx';
import { ProgramNotFound } from './program-not-found.tsx';
import { ProgramTabs } from './program-tabs.tsx';

export interface ProgramDetailViewProps {
  pid: string;
  /** The batch remembered when the program was chosen, when it is this program's. */
  bpid?: string | undefined;
  /** il = 1: the partner (scholarship) variant, with the admission block and Apply. */
  partner: boolean;
  /** Above the tabs: what a signed-in learner may do about the program (its application's action). */
  application?: ReactNode;
}

/** The program detail page's content (spec 2 §2), in its loading, error and not-found states too. */
export function ProgramDetailView({ pid, bpid, partner, application }: ProgramDetailViewProps) {
  const { t } = useTranslation('program-detail');
  const query = useProgramDetail(pid, bpid);

  // An address naming no program (or not a program id at all) is a missing page, not a failure to retry.
  const { error } = query;
  if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED')) {
    return <ProgramNotFound />;
  }
  return (
    <QueryState
      query={query}
      errorTitle={t('loadFailed')}
      loading={<ProgramDetailSkeleton />}
      frameError={(errorState) => (
        <PageLayout title={t('tabs.label')} documentTitle={t('loadFailed')} maxWidth="md">
          {errorState}
        </PageLayout>
      )}
    >
      {(program) => (
        <>
          <PageTitle page={htmlToText(program.pname)} />
          <ProgramHeader program={program} />
          <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
            {partner && <AdmissionPanel program={program} />}
            {application}
            <ProgramTabs program={program} />
          </Container>
        </>
      )}
    </QueryState>
  );
}
