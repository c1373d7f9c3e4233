import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageLayout } from '../../../components/page-layout.tsx';

/** An unknown or withdrawn program: say so, and offer the way home. */
export function ProgramNotFound() {
  const { t } = useTranslation('program-detail');
  const { t: tc } = useTranslation('common');
  return (
    <PageLayout title={t('notFound.title')} maxWidth="md">
      <Typography sx={{ mb: 3 }}>{t('notFound.text')}</Typography>
      <Link component={RouterLink} to={paths.landing.getHref()}>
        {tc('backToHome')}
      </Link>
    </PageLayout>
  );
}
