import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterHydration } from '../../../components/after-hydration.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import type { ObjectRendererProps, ObjectType } from '../../../components/object-renderer.ts';
import { PageLoading } from '../../../components/page-loading.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import type { PlayerObject } from '../api/get-user-course-progress.ts';

export type Renderers = Partial<Record<ObjectType, ComponentType<ObjectRendererProps>>>;

export interface ObjectStageProps {
  courseId: string;
  object: PlayerObject;
  renderers: Renderers;
  /** Why the object may not be opened (as the outline judges it, or as the server answered). */
  refusal: 'disabled' | 'blocked' | null;
  openError: unknown;
  onRetryOpen: () => void;
  onComplete: () => void;
  onCompletable: () => void;
  onOwnControls: (shown: boolean) => void;
}

/** The server's refusal of an opening, read as the spec's message. */
export function refusalOfError(error: unknown): 'disabled' | 'blocked' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'CONFLICT') return 'blocked';
  if (error.code === 'FORBIDDEN') return 'disabled';
  return null;
}

/** The object on view: its renderer by type, or why it cannot be shown. */
export function ObjectStage(props: ObjectStageProps): ReactNode {
  const { t } = useTranslation('course-player');
  const { courseId, object, renderers, refusal, openError, onRetryOpen } = props;
  const { onComplete, onCompletable, onOwnControls } = props;
  if (refusal === 'disabled') return <Alert severity="warning">{t('unitDisabled')}</Alert>;
  if (refusal === 'blocked') return <Alert severity="warning">{t('outOfOrder')}</Alert>;
  if (openError) {
    return <ErrorState error={openError} title={t('openFailed')} onRetry={onRetryOpen} retrying={false} />;
  }
  const Renderer = renderers[object.otype];
  if (!Renderer) return <Alert severity="info">{t('noRenderer')}</Alert>;
  return (
    <Box sx={{ height: '100%' }}>
      <Suspense fallback={<PageLoading minHeight={240} />}>
        {/* A renderer belongs to the browser (a media element, pdf.js, a SCORM frame, the stored
            position): a prerendered page holds its loading state until hydrated. */}
        <AfterHydration fallback={<PageLoading minHeight={240} />}>
          <Renderer
            courseId={courseId}
            objectId={object.oid}
            object={object}
            onComplete={onComplete}
            onCompletable={onCompletable}
            onOwnControls={onOwnControls}
          />
        </AfterHydration>
      </Suspense>
    </Box>
  );
}
