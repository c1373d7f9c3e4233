import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { ObjectRendererProps } from '../../../components/object-renderer.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useObjectContent } from '../api/get-object-content.ts';

/**
 * An html page or an interactivity, framed from the content origin (ADR 0083) at an address signed for
 * the learner: it runs as it would anywhere (its scripts, frames and storage), on an origin that has no
 * access to the learner's session.
 */
export function FramedPageRenderer({ courseId, objectId, object }: ObjectRendererProps) {
  const { t } = useTranslation('course-player');
  const query = useObjectContent(courseId, objectId);
  return (
    <QueryState query={query} errorTitle={t('openFailed')}>
      {({ url }) => (
        <Box
          component="iframe"
          src={url}
          title={object.otitle}
          sx={{
            width: '100%',
            height: '100%',
            minHeight: { xs: 420, md: 560 },
            border: 0,
            bgcolor: 'common.white',
          }}
        />
      )}
    </QueryState>
  );
}
