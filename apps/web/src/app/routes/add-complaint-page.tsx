import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLayout } from '../../components/page-layout.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { AddComplaintForm } from '../../features/complaints/components/add-complaint-form.tsx';
import { useUserProgress } from '../../lib/user-progress.ts';
import { paths } from '../paths.ts';

/** /addComplaints (spec 3 §2): a complaint about one of the learner's programmes, then back to the list. */
export function AddComplaintPage() {
  const { t } = useTranslation('complaints');
  const navigate = useNavigate();
  return (
    <PageLayout
      title={t('addTitle')}
      maxWidth="md"
      back={{ to: paths.complaints.getHref(), label: t('backToList') }}
    >
      <QueryState query={useUserProgress()} errorTitle={t('programsFailed')}>
        {(progress) => (
          <AddComplaintForm
            programs={progress.bpdata}
            onDone={() => navigate(paths.complaints.getHref(), { state: { submitted: true } })}
          />
        )}
      </QueryState>
    </PageLayout>
  );
}
