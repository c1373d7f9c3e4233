import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { PageLayout } from '../../components/page-layout.tsx';
import { ComplaintsScreen } from '../../features/complaints/components/complaints-screen.tsx';
import { paths } from '../paths.ts';

/** /complaints (spec 3 §2): 'Complaints / Grievances Details' with 'Add Complaints'. */
export function ComplaintsPage() {
  const { t } = useTranslation('complaints');
  const submitted = (useLocation().state as { submitted?: boolean } | null)?.submitted === true;
  return (
    <PageLayout
      title={t('title')}
      actions={
        <Button component={RouterLink} to={paths.addComplaints.getHref()} variant="contained">
          {t('add')}
        </Button>
      }
    >
      {submitted && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('messages.submitted')}
        </Alert>
      )}
      <ComplaintsScreen />
    </PageLayout>
  );
}
