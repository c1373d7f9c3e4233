import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  PauseIcon,
  PlayIcon,
} from '../../../../components/icons/icons.tsx';
import { autoplayMs, bannerSlides, transitionMs } from './banner-slides.ts';
import { SlideContent } from './slide-content.tsx';
import { rotationControlAttribute, useCarousel } from './use-carousel.ts';

const controlSx = {
  color: '#ffffff',
  bgcolor: 'rgba(0, 0, 0, 0.35)',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.55)' },
  '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: 2 },
} as const;

/**
 * The landing page's rotating banner: five slides, one at a time, every 3000 ms with a 500 ms slide
 * (spec 1 §4), with pause/play, previous/next and a button per slide. Hidden slides are inert, and
 * the slide region is announced only when the visitor is in charge (paused).
 */
export function HeroBanner({ signedIn = false }: { signedIn?: boolean }) {
  const { t } = useTranslation('public-site');
  // Known in the browser only: the prerendered page starts playing and stops once hydrated if asked.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const carousel = useCarousel({
    count: bannerSlides.length,
    intervalMs: autoplayMs,
    startPaused: reducedMotion,
  });
  const slidesId = useId();
  const total = bannerSlides.length;

  return (
    <Box
      component="section"
      aria-roledescription={t('banner.carousel')}
      aria-label={t('banner.label')}
      {...carousel.holdHandlers}
      sx={{ position: 'relative', overflow: 'hidden', color: '#ffffff' }}
    >
      <Box
        sx={{
          position: 'absolute',
          zIndex: 1,
          right: { xs: 8, md: 24 },
          bottom: { xs: 8, md: 16 },
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
        }}
      >
        <IconButton
          {...{ [rotationControlAttribute]: '' }}
          aria-label={carousel.playing ? t('banner.pause') : t('banner.play')}
          onClick={carousel.togglePlaying}
          sx={controlSx}
        >
          {carousel.playing ? <PauseIcon /> : <PlayIcon />}
        </IconButton>
        <IconButton
          aria-label={t('banner.previous')}
          aria-controls={slidesId}
          onClick={carousel.previous}
          sx={controlSx}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Box sx={{ display: 'flex' }}>
          {bannerSlides.map((slide, position) => (
            <IconButton
              key={slide.id}
              aria-label={t('banner.goTo', { number: position + 1, total })}
              aria-current={position === carousel.index ? 'true' : undefined}
              aria-controls={slidesId}
              onClick={() => carousel.goTo(position)}
              sx={{ p: { xs: 0.75, sm: 1 }, '&:focus-visible': controlSx['&:focus-visible'] }}
            >
              <Box
                component="span"
                sx={{
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  border: '2px solid #ffffff',
                  bgcolor: position === carousel.index ? '#ffffff' : 'transparent',
                }}
              />
            </IconButton>
          ))}
        </Box>
        <IconButton
          aria-label={t('banner.next')}
          aria-controls={slidesId}
          onClick={carousel.next}
          sx={controlSx}
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Box id={slidesId} aria-live={carousel.rotating ? 'off' : 'polite'} aria-atomic="false">
        <Box
          sx={{
            display: 'flex',
            transform: `translateX(-${carousel.index * 100}%)`,
            transition: `transform ${transitionMs}ms ease-in-out`,
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          {bannerSlides.map((slide, position) => {
            const current = position === carousel.index;
            return (
              <Box
                key={slide.id}
                role="group"
                aria-roledescription={t('banner.slide')}
                aria-label={t('banner.position', { number: position + 1, total })}
                aria-hidden={!current}
                inert={!current}
                sx={{ flex: '0 0 100%', minWidth: 0, bgcolor: slide.background }}
              >
                <SlideContent slide={slide} signedIn={signedIn} />
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
