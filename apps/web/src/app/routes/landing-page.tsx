import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { ProgramCatalogue } from '../../features/programs/components/program-catalogue.tsx';
import { HeroBanner } from '../../features/public-site/components/banner/hero-banner.tsx';
import { useOrganisation } from '../../lib/organisation.ts';
import { useSession } from '../../lib/session.ts';

/** `/` (and any unknown public path), and `/LandingScreen` signed in: the rotating banner, then the programs on offer. */
export function LandingPage() {
  const { t } = useTranslation('public-site');
  const { name } = useOrganisation();
  const signedIn = useSession().data?.status === 'signedIn';
  return (
    <>
      <PageTitle />
      <Typography component="h1" sx={visuallyHidden}>
        {name}
      </Typography>
      <HeroBanner signedIn={signedIn} />
      <Container
        maxWidth="lg"
        component="section"
        aria-labelledby="landing-programs"
        sx={{ py: { xs: 4, md: 6 } }}
      >
        <Box sx={{ mb: 3 }}>
          <Typography id="landing-programs" component="h2" variant="h2">
            {t('landing.programsTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('landing.programsIntro')}
          </Typography>
        </Box>
        <ProgramCatalogue headingLevel="h3" />
      </Container>
    </>
  );
}
