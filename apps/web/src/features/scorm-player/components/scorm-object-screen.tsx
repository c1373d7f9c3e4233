import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../components/page-layout.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useScormLaunch } from '../api/get-scorm-data.ts';
import { ScormRenderer } from './scorm-renderer.tsx';

export interface ScormObjectScreenProps {
  courseId: string;
  objectId: string;
  back: { to: string; label: string };
}

/** A SCORM object of a course on a page of its own: the package, and a note once it reports completion. */
export function ScormObjectScreen({ courseId, objectId, back }: ScormObjectScreenProps) {
  const { t } = useTranslation('scorm-player');
  const launch = useScormLaunch(courseId, objectId);
  const [complete, setComplete] = useState(false);
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
