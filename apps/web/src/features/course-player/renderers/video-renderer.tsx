import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObjectRendererProps } from '../../../components/object-renderer.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useObjectContent } from '../api/get-object-content.ts';
import { storedPosition, storePosition } from './video-position.ts';

const speeds = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/**
 * A video object: the browser's player (it asks the content origin for byte ranges, so seeking never
 * downloads the whole file), a speed choice, WebVTT captions when the video has them, and the
 * position where the learner stopped, resumed on the next visit. The video and its captions come at
 * addresses signed for the learner (ADR 0095); the captions are another origin's, so the video is
 * loaded with `crossorigin` (without a cookie), which a `<track>` of another origin needs.
 */
export function VideoRenderer({ courseId, objectId, object }: ObjectRendererProps) {
  const { t } = useTranslation('course-player');
  const query = useObjectContent(courseId, objectId);
  const video = useRef<HTMLVideoElement>(null);
  const [speed, setSpeed] = useState<number>(1);
  return (
    <QueryState query={query} errorTitle={t('openFailed')}>
      {({ url, captions }) => (
        <Box sx={{ py: 2, display: 'grid', gap: 1.5 }}>
          <Box
            component="video"
            ref={video}
            controls
            preload="metadata"
            crossOrigin="anonymous"
            src={url}
            aria-label={object.otitle}
            onLoadedMetadata={(event) => {
              const element = event.currentTarget;
              const resume = storedPosition(courseId, objectId);
              if (resume > 0 && resume < element.duration - 1) element.currentTime = resume;
              element.playbackRate = speed;
            }}
            onTimeUpdate={(event) => storePosition(courseId, objectId, event.currentTarget.currentTime)}
            sx={{ width: '100%', maxHeight: '48vh', bgcolor: 'common.black' }}
          >
            {captions && <track kind="captions" src={captions} srcLang="en" label={t('captions')} default />}
          </Box>
          <TextField
            select
            size="small"
            label={t('speed')}
            value={speed}
            onChange={(event) => {
              const next = Number(event.target.value);
              setSpeed(next);
              if (video.current) video.current.playbackRate = next;
            }}
            sx={{ width: 140 }}
          >
            {speeds.map((each) => (
              <MenuItem key={each} value={each}>
                {t('speedValue', { speed: each })}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      )}
    </QueryState>
  );
}
