import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageTitle } from '../../../components/page-title.tsx';

/** An unknown or withdrawn program: say so, and offer the way home. */
export function ProgramNotFound() {
  const { t } = useTranslation('program-detail');
  const { t: tc } = useTranslation('common');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle page={t('notFound.title')} />
      <Typography component="h1" variant="h1" sx={{ mb: 2 }}>
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('notFound.text')}</Typography>
      <Link component={RouterLink} to={paths.landing.getHref()}>
        {tc('backToHome')}
      </Link>
    </Container>
  );
}
