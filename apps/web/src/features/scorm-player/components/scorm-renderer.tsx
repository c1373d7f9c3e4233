import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObjectRendererProps } from '../../../components/object-renderer.ts';
import { QueryState } from '../../../components/query-state.tsx';
import type { ScormStatus } from '../api/commit-scorm-data.ts';
import { useScormLaunch } from '../api/get-scorm-data.ts';
import { ScormFrame } from './scorm-frame.tsx';

/** Complete by the package's own report: completed, or passed (SCORM 2004 keeps the two apart). */
function isComplete(status: ScormStatus): boolean {
  return status.completionStatus === 'completed' || status.successStatus === 'passed';
}

/**
 * The course player's renderer of `scorm` objects: the package runs with the learner's stored CMI data
 * (so it resumes where they were) and, once the server has stored a commit saying it is complete, the
 * player is told (`onComplete`, once).
 */
export function ScormRenderer({ courseId, objectId, object, onComplete, onProgress }: ObjectRendererProps) {
  const { t } = useTranslation('scorm-player');
  const launch = useScormLaunch(courseId, objectId);
  const completed = useRef(false);
  const onStatus = (status: ScormStatus) => {
    onProgress?.();
    if (!completed.current && isComplete(status)) {
      completed.current = true;
      onComplete();
    }
  };
  return (
    <QueryState query={launch} errorTitle={t('loadFailed')} loadingHeight={480}>
      {(data) => (
        <ScormFrame
          courseId={courseId}
          objectId={objectId}
          title={object.otitle}
          launch={data}
          onStatus={onStatus}
        />
      )}
    </QueryState>
  );
}
