import Box from '@mui/material/Box';
import { PdfView } from '../../../components/media-viewer/pdf-view.tsx';
import type { ObjectRendererProps } from '../../../components/object-renderer.ts';
import { useMediaSource } from './media-source.ts';

/** A pdf object, drawn page by page by pdf.js (this file is loaded only when a pdf object opens). */
export function PdfRenderer({ object }: ObjectRendererProps) {
  const src = useMediaSource(object);
  return (
    <Box sx={{ py: 2, overflowX: 'auto' }}>
      <PdfView src={src} title={object.otitle} />
    </Box>
  );
}
