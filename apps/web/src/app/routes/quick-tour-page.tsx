import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../../features/public-site/components/info-page.tsx';
import { TourVideoCard } from '../../features/public-site/components/tour-video-card.tsx';
import { tourVideos } from '../../features/public-site/components/tour-videos.ts';

/** `/quickTourPreLogin`: short captioned videos that show a visitor around the portal. */
export function QuickTourPage() {
  const { t } = useTranslation('public-site');
  return (
    <InfoPage title={t('quickTour.title')}>
      <Typography color="text.secondary">{t('quickTour.intro')}</Typography>
      {tourVideos.map((video) => (
        <TourVideoCard key={video.id} video={video} />
      ))}
    </InfoPage>
  );
}
