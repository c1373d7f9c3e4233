import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PauseIcon, PlayIcon, VolumeOffIcon, VolumeUpIcon } from '../../../components/icons/icons.tsx';
import { formatPlayTime } from './play-time.ts';
import { useAudio } from './use-audio.ts';

/** A podcast's player: play/pause, a seek slider, elapsed and total time (m:ss), volume and mute. */
export function AudioPlayer({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation('course');
  const element = useRef<HTMLAudioElement>(null);
  const audio = useAudio(element);
  const total = Number.isFinite(audio.total) ? audio.total : 0;
  const elapsed = formatPlayTime(audio.elapsed);
  const length = formatPlayTime(audio.total);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {/* biome-ignore lint/a11y/useMediaCaption: a podcast has no captions; the buttons below are its controls. */}
      <audio ref={element} src={src} preload="metadata" aria-label={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <IconButton
          onClick={audio.toggle}
          aria-label={audio.playing ? t('player.pause') : t('player.play')}
          color="primary"
          size="large"
        >
          {audio.playing ? <PauseIcon /> : <PlayIcon />}
        </IconButton>
        <Slider
          aria-label={t('player.seek')}
          value={Math.min(audio.elapsed, total)}
          max={total}
          step={1}
          disabled={total === 0}
          onChange={(_, value) => audio.seek(value as number)}
          getAriaValueText={(value) =>
            t('player.position', { elapsed: formatPlayTime(value), total: length })
          }
          sx={{ flex: 1 }}
        />
      </Box>
      <Typography variant="body2" sx={{ justifySelf: 'end' }}>
        <span aria-hidden="true">
          {elapsed} / {length}
        </span>
        <Box component="span" sx={visuallyHidden}>
          {t('player.position', { elapsed, total: length })}
        </Box>
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, maxWidth: 280 }}>
        <IconButton onClick={audio.toggleMute} aria-label={t('player.mute')} aria-pressed={audio.muted}>
          {audio.muted ? <VolumeOffIcon /> : <VolumeUpIcon />}
        </IconButton>
        <Slider
          aria-label={t('player.volume')}
          value={audio.volume}
          min={0}
          max={1}
          step={0.05}
          onChange={(_, value) => audio.setVolume(value as number)}
          getAriaValueText={(value) => `${Math.round(value * 100)} %`}
          sx={{ flex: 1 }}
        />
      </Box>
    </Box>
  );
}
