import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { mediaHref } from '../../../../lib/media.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import type { BannerSlide } from './banner-slides.ts';

/**
 * One slide: a heading, a sentence, a button, and its illustration on wider screens. `signedIn`: the
 * page is shown to a signed-in learner (/LandingScreen), whose routes differ.
 */
export function SlideContent({ slide, signedIn = false }: { slide: BannerSlide; signedIn?: boolean }) {
  const { t } = useTranslation('public-site');
  const { name, oid, banner } = useOrganisation();
  // The organisation's own banner image (ADR 0093) takes the welcome slide's illustration.
  const image = slide.id === 'welcome' && banner ? mediaHref(oid, banner) : slide.image;
  return (
    <Container
      maxWidth="lg"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
        alignItems: 'center',
        gap: 4,
        minHeight: { xs: 340, sm: 320, md: 380 },
        pt: { xs: 4, md: 6 },
        pb: { xs: 9, md: 8 },
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
        <Typography
          component="h2"
          sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.4rem' }, lineHeight: 1.2 }}
        >
          {t(`banner.slides.${slide.id}.title`, { name })}
        </Typography>
        <Typography sx={{ fontSize: { xs: '1rem', md: '1.15rem' }, maxWidth: 560, opacity: 0.95 }}>
          {t(`banner.slides.${slide.id}.text`)}
        </Typography>
        <Button
          component={RouterLink}
          to={(signedIn && slide.signedInHref) || slide.href}
          variant="contained"
          size="large"
          sx={{
            bgcolor: '#ffffff',
            color: slide.background,
            '&:hover': { bgcolor: '#e8f0f8' },
            '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: 3 },
          }}
        >
          {t(`banner.slides.${slide.id}.action`)}
        </Button>
      </Box>
      <Box
        component="img"
        src={image}
        alt=""
        // Wide screens only, and one slide at a time: phones never download the pictures.
        loading="lazy"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: '100%',
          maxWidth: 400,
          height: 'auto',
          justifySelf: 'center',
        }}
      />
    </Container>
  );
}
