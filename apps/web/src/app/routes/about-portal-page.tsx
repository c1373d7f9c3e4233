import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../components/page-layout.tsx';
import { AccountSummary } from '../../features/shell/components/account-summary.tsx';
import { PortalLinks } from '../../features/shell/components/portal-links.tsx';
import { useOrganisation } from '../../lib/organisation.ts';

/**
 * `/about`, the spec's "'about' test page (sign-out and links)": what the portal is, who is signed in
 * with Sign-out, and links to its main pages.
 */
export function AboutPortalPage() {
  const { t } = useTranslation('shell');
  const { name } = useOrganisation();
  return (
    <PageLayout title={t('about.title')} maxWidth="md">
      <Stack spacing={3}>
        <Typography>{t('about.intro', { organisation: name })}</Typography>
        <AccountSummary />
        <PortalLinks />
      </Stack>
    </PageLayout>
  );
}
