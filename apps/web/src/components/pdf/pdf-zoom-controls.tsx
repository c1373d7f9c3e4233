import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { maxZoom, minZoom } from './pdf-zoom.ts';

export interface PdfZoomControlsProps {
  zoom: number;
  onZoomOut: () => void;
  onZoomIn: () => void;
  onFit: () => void;
}

/** Zoom out, the zoom level (announced when it changes), zoom in, and fit to the frame's width. */
export function PdfZoomControls({ zoom, onZoomOut, onZoomIn, onFit }: PdfZoomControlsProps) {
  const { t } = useTranslation('media-viewer');
  return (
    <Box
      role="toolbar"
      aria-label={t('zoomControls')}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
    >
      <IconButton aria-label={t('zoomOut')} onClick={onZoomOut} disabled={zoom <= minZoom + 0.001}>
        <span aria-hidden="true">−</span>
      </IconButton>
      <Box component="output" aria-live="polite" sx={{ minWidth: '4.5ch', textAlign: 'center' }}>
        {t('zoomLevel', { percent: Math.round(zoom * 100) })}
      </Box>
      <IconButton aria-label={t('zoomIn')} onClick={onZoomIn} disabled={zoom >= maxZoom - 0.001}>
        <span aria-hidden="true">+</span>
      </IconButton>
      <Button size="small" onClick={onFit}>
        {t('fitWidth')}
      </Button>
    </Box>
  );
}
