import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageLayout } from '../../../components/page-layout.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useScormLaunch } from '../api/get-scorm-data.ts';
import { ScormRenderer } from './scorm-renderer.tsx';

export interface ScormObjectScreenProps {
  courseId: string;
  objectId: string;
  back: { to: string; label: string };
}

/**
 * Why the server refused to launch the object, as the player says it: an object whose predecessor is
 * not complete yet (409), or in a unit the admin disabled (403). The server applies the player's rule.
 */
function refusalOf(error: unknown): 'outOfOrder' | 'unitDisabled' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'CONFLICT') return 'outOfOrder';
  if (error.code === 'FORBIDDEN') return 'unitDisabled';
  return null;
}

/**
 * A SCORM object of a course on a page of its own: the package, and a note once it reports
 * completion; an object the player would not open yet says why, with the way to the course player.
 */
export function ScormObjectScreen({ courseId, objectId, back }: ScormObjectScreenProps) {
  const { t } = useTranslation('scorm-player');
  const launch = useScormLaunch(courseId, objectId);
  const [complete, setComplete] = useState(false);
  const refusal = launch.data === undefined ? refusalOf(launch.error) : null;
  if (refusal) {
    return (
      <PageLayout title={t('pageTitle')} back={back}>
        <Alert
          severity="warning"
          action={
            <Button color="inherit" component={RouterLink} to={paths.coursePlayer.getHref(courseId)}>
              {t('openPlayer')}
            </Button>
          }
        >
          {t(refusal)}
        </Alert>
      </PageLayout>
    );
  }
  return (
    <QueryState
      query={launch}
      errorTitle={t('loadFailed')}
      errorTitleComponent="h1"
      frameError={(error) => (
        <PageLayout title={t('pageTitle')} back={back}>
          {error}
        </PageLayout>
      )}
    >
      {(data) => (
        <PageLayout title={data.title} back={back}>
          {complete && (
            <Alert severity="success" sx={{ mb: 2 }}>
              {t('complete')}
            </Alert>
          )}
          <ScormRenderer
            courseId={courseId}
            objectId={objectId}
            object={{ oid: objectId, otype: 'scorm', otitle: data.title, ourl: '', nenabled: true }}
            onComplete={() => setComplete(true)}
          />
        </PageLayout>
      )}
    </QueryState>
  );
}
