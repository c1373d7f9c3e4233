import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { ApplicationList } from '../../features/applications/components/application-list.tsx';

/** `/myApplication`: the programs the learner applied to and how far each application has come. */
export function MyApplicationPage() {
  const { t } = useTranslation('applications');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle page={t('title')} />
      <Typography component="h1" variant="h1" sx={{ mb: 3 }}>
        {t('title')}
      </Typography>
      <ApplicationList />
    </Container>
  );
}
