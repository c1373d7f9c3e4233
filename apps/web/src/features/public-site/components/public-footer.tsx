import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useOrganisation } from '../../../lib/organisation.ts';

/**
 * The public footer (spec 1 §2): Home, 'For any queries', the copyright and the powered-by credit. The
 * copyright's year (the spec's 2025) is the university's current year as the server tells it, so the
 * prerendered page and the browser's render agree whatever the device's clock says.
 */
export function PublicFooter() {
  const { t } = useTranslation('public-site');
  const { name, poweredBy, year } = useOrganisation();
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', mt: 'auto', py: 3 }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'flex-start', md: 'center' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box component="nav" aria-label={t('footer.navigation')}>
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, listStyle: 'none', m: 0, p: 0 }}
          >
            <li>
              <Link component={RouterLink} to={paths.landing.getHref()} color="inherit">
                {t('footer.home')}
              </Link>
            </li>
            <li>
              <Link component={RouterLink} to={paths.postQueries.getHref()} color="inherit">
                {t('footer.queries')}
              </Link>
            </li>
          </Box>
        </Box>
        <Box sx={{ textAlign: { md: 'right' } }}>
          <Typography variant="body2">{t('footer.copyright', { name, year })}</Typography>
          {poweredBy !== '' && (
            <Typography variant="body2">{t('footer.poweredBy', { name: poweredBy })}</Typography>
          )}
        </Box>
      </Container>
    </Box>
  );
}
