import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { ScormLaunch } from '../api/get-scorm-data.ts';

/**
 * What the learner still has to do in the package before its object counts complete (ADR 0063): the
 * server completes a SCORM object only once the package reported it finished (and passed, where it sets
 * a mastery score), so the player says so rather than waiting silently. Nothing once it is complete.
 */
export function ScormNeeds({ data, complete }: { data: ScormLaunch; complete: boolean }) {
  const { t } = useTranslation('scorm-player');
  const left = data.scos.filter((sco) => !sco.completed);
  if (complete || left.length === 0) return null;
  return (
    <Alert severity="info" role="status">
      {t(data.objectNeeds === 'pass' ? 'needsPass' : 'needsCompletion')}
      {data.scos.length > 1 && ` ${t('scosLeft', { scos: left.map((sco) => sco.title).join(', ') })}`}
    </Alert>
  );
}
