import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TourVideo } from './tour-videos.ts';

/** One tour video with the browser's controls and captions in both languages (the page's on by default). */
export function TourVideoCard({ video }: { video: TourVideo }) {
  const { t, i18n } = useTranslation(['public-site', 'common']);
  const headingId = useId();
  const language = i18n.resolvedLanguage === 'fr' ? 'fr' : 'en';

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={headingId} component="h2" variant="h2" sx={{ mb: 1 }}>
        {t(`quickTour.videos.${video.id}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(`quickTour.videos.${video.id}.description`)}
      </Typography>
      <Box
        component="video"
        // A new default caption track only applies to a new element: remount when the language changes.
        key={language}
        controls
        preload="metadata"
        poster={video.poster}
        aria-labelledby={headingId}
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: '16 / 9',
          bgcolor: '#dfe5ec',
          borderRadius: 1,
        }}
      >
        <source src={video.video} type="video/webm" />
        <track
          kind="captions"
          src={video.captions.en}
          srcLang="en"
          label={t('common:languages.en')}
          default={language === 'en'}
        />
        <track
          kind="captions"
          src={video.captions.fr}
          srcLang="fr"
          label={t('common:languages.fr')}
          default={language === 'fr'}
        />
        <Typography>
          {t('quickTour.unsupported')} <Link href={video.video}>{t('quickTour.download')}</Link>
        </Typography>
      </Box>
    </Paper>
  );
}
