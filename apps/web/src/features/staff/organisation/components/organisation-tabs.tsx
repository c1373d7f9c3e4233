import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../../../app/paths.ts';

const parts = [
  { key: 'site', href: paths.staffOrganisation.getHref() },
  { key: 'providers', href: paths.staffOrganisationProviders.getHref() },
  { key: 'tests', href: paths.staffOrganisationTests.getHref() },
  { key: 'accounts', href: paths.staffAccounts.getHref() },
] as const;

/**
 * The organisation's settings in parts, as Moodle's site administration and Canvas's account
 * settings group them: the public site, the exam providers, the tests assigned to batches, and the
 * staff accounts (their own page). Links, so each part has its address; the current one is marked.
 */
export function OrganisationTabs() {
  const { t } = useTranslation('staff');
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label={t('organisation.parts')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}
    >
      {parts.map((part) => {
        const current = pathname === part.href;
        return (
          <Button
            key={part.key}
            component={RouterLink}
            to={part.href}
            variant={current ? 'contained' : 'outlined'}
            aria-current={current ? 'page' : undefined}
          >
            {t(`organisation.part.${part.key}`)}
          </Button>
        );
      })}
    </Box>
  );
}
