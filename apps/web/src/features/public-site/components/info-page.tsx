import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageTitle } from '../../../components/page-title.tsx';

/** A public text page (spec 3 §2 "Static pages"): its title, its content and a 'Back To Home' link. */
export function InfoPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle page={title} />
      <Link component={RouterLink} to={paths.landing.getHref()} sx={{ display: 'inline-block', mb: 2 }}>
        {t('backToHome')}
      </Link>
      <Typography component="h1" variant="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>{children}</Box>
    </Container>
  );
}
