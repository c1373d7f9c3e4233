import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useOrganisation } from '../../../lib/organisation.ts';

/** The portal's main pages, as a list of links (the spec's 'about' page). */
export function PortalLinks() {
  const { t } = useTranslation('shell');
  const { shortName } = useOrganisation();
  const headingId = useId();
  const links: [string, string][] = [
    [paths.dashboard.getHref(), t('about.pages.dashboard')],
    [paths.myPrograms.getHref(), t('about.pages.myPrograms')],
    [paths.allPrograms.getHref(), t('about.pages.allPrograms')],
    [paths.events.getHref(), t('about.pages.calendar')],
    [paths.notifications.getHref(), t('about.pages.notifications')],
    [paths.quickTour.getHref(), t('about.pages.quickTour')],
    [paths.aboutInstitution.getHref(shortName), t('about.pages.aboutInstitution', { shortName })],
    [paths.aboutOnlineLearning.getHref(), t('about.pages.onlineLearning')],
    [paths.contactUs.getHref(), t('about.pages.contactUs')],
  ];
  return (
    <Paper
      component="nav"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}
    >
      <Typography id={headingId} component="h2" variant="h2">
        {t('about.links')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
        {links.map(([href, label]) => (
          <li key={href}>
            <Link component={RouterLink} to={href}>
              {label}
            </Link>
          </li>
        ))}
      </Box>
    </Paper>
  );
}
