import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
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
}

/** The program detail page's content (spec 2 §2), in its loading, error and not-found states too. */
export function ProgramDetailView({ pid, bpid, partner }: ProgramDetailViewProps) {
  const { t } = useTranslation('program-detail');
  const query = useProgramDetail(pid, bpid);

  if (query.isPending) return <ProgramDetailSkeleton />;
  if (query.isError) {
    // An address naming no program (or not a program id at all) is a missing page, not a failure to retry.
    const { error } = query;
    if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED')) {
      return <ProgramNotFound />;
    }
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <PageTitle page={t('loadFailed')} />
        <ErrorState
          error={error}
          title={t('loadFailed')}
          titleComponent="h1"
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </Container>
    );
  }

  const program = query.data;
  return (
    <>
      <PageTitle page={htmlToText(program.pname)} />
      <ProgramHeader program={program} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
        {partner && <AdmissionPanel program={program} />}
        <ProgramTabs program={program} />
      </Container>
    </>
  );
}
