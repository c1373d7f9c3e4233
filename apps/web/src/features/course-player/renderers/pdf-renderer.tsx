import Box from '@mui/material/Box';
import { PdfView } from '../../../components/media-viewer/pdf-view.tsx';
import type { ObjectRendererProps } from '../../../components/object-renderer.ts';
import { useMediaSource } from './media-source.ts';

/**
 * A pdf object, drawn page by page by pdf.js under its zoom controls, filling the object's area (this
 * file is loaded only when a pdf object opens).
 */
export function PdfRenderer({ object }: ObjectRendererProps) {
  const src = useMediaSource(object);
  return (
    <Box sx={{ height: '100%' }}>
      <PdfView src={src} title={object.otitle} />
    </Box>
  );
}
