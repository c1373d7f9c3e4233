import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PdfView } from '../../../components/media-viewer/pdf-view.tsx';
import type { ObjectRendererProps } from '../../../components/object-renderer.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useObjectContent } from '../api/get-object-content.ts';

/**
 * A pdf object, drawn page by page by pdf.js under its zoom controls, filling the object's area (this
 * file is loaded only when a pdf object opens). Its bytes come from the content origin, at an address
 * signed for the learner (ADR 0095).
 */
export function PdfRenderer({ courseId, objectId, object }: ObjectRendererProps) {
  const { t } = useTranslation('course-player');
  const query = useObjectContent(courseId, objectId);
  return (
    <QueryState query={query} errorTitle={t('openFailed')}>
      {({ url }) => (
        <Box sx={{ height: '100%' }}>
          <PdfView src={url} title={object.otitle} />
        </Box>
      )}
    </QueryState>
  );
}
