import { projectMessages } from '@aula/contract/project-phase';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/safe-html.tsx';
import type { ProjectObject } from '../api/get-project-phase.ts';
import { MessageComposer } from './message-composer.tsx';
import { ObjectiveThread } from './objective-thread.tsx';
import { LockIcon } from './project-icons.tsx';

/**
 * A resource of the project (a podcast, a reading): played or opened from the content origin, at an
 * address signed for the learner (ADR 0095).
 */
function ProjectResource({ object }: { object: ProjectObject }) {
  const { t } = useTranslation('project-phase');
  if (!object.ourl) return null;
  const href = object.ourl;
  if (object.otype === 'podcast' || object.otype === 'audio') {
    return <Box component="audio" controls src={href} aria-label={object.otitle} sx={{ width: '100%' }} />;
  }
  return (
    <Link href={href} target="_blank" rel="noopener">
      {t('openResource', { title: object.otitle })}
    </Link>
  );
}

/** One objective (or resource) of a nugget: locked with the reason, or its description and thread. */
export function ObjectivePanel({ bcid, object }: { bcid: string; object: ProjectObject }) {
  const { t } = useTranslation('project-phase');
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {object.otitle}
      </Typography>
      {object.lock ? (
        <Alert severity="warning" icon={<LockIcon />}>
          {object.lock === 'previousIncomplete'
            ? projectMessages.previousIncomplete
            : projectMessages.nuggetDisabled}
        </Alert>
      ) : object.otype === 'objective' ? (
        <>
          {object.description && <SafeHtml html={object.description} sx={{ mb: 2 }} />}
          <ObjectiveThread bcid={bcid} objid={object.oid} />
          <MessageComposer bcid={bcid} objid={object.oid} fileEnable={object.fileEnable} />
        </>
      ) : (
        <ProjectResource object={object} />
      )}
      {object.lock === null && object.otype === 'objective' && !object.fileEnable && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('textOnly')}
        </Typography>
      )}
    </Box>
  );
}
