import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { ObjectRendererProps } from '../../../components/object-renderer.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useObjectContent } from '../api/get-object-content.ts';

/**
 * An audio object (and a podcast in a unit): the browser's own player, which streams by byte ranges from
 * the content origin, at an address signed for the learner (ADR 0095).
 */
export function AudioRenderer({ courseId, objectId, object }: ObjectRendererProps) {
  const { t } = useTranslation('course-player');
  const query = useObjectContent(courseId, objectId);
  return (
    <QueryState query={query} errorTitle={t('openFailed')}>
      {({ url }) => (
        <Box sx={{ py: 4, display: 'flex', justifyContent: 'center' }}>
          {/* biome-ignore lint/a11y/useMediaCaption: spoken audio objects come without a transcript track */}
          <audio controls preload="metadata" src={url} aria-label={object.otitle} style={{ width: '100%' }} />
        </Box>
      )}
    </QueryState>
  );
}
