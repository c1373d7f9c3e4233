import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CloseIcon } from '../../../components/icons/icons.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useOnline } from '../../../lib/use-online.ts';
import type { UserCourseProgress } from '../api/get-user-course-progress.ts';
import { useSyncUserProgress } from '../api/sync-user-progress.ts';
import { placedObjects, refusalOf } from '../course-order.ts';
import { useProgressSync } from '../offline/use-progress-sync.ts';
import { FullScreenButton, useFullScreen } from './full-screen.tsx';
import { ObjectStage, type Renderers, refusalOfError } from './object-stage.tsx';
import { OutlineButton, OutlinePlacement } from './outline-placement.tsx';
import { PlayerControls } from './player-controls.tsx';
import { PlayerOutline } from './player-outline.tsx';
import { useObjectSession } from './use-object-session.ts';

export interface PlayerFrameProps {
  course: UserCourseProgress;
  objectId: string;
  renderers: Renderers;
  hrefOf: (objectId: string) => string;
  close: { to: string; label: string };
}

const fullScreenTypes = new Set(['pdf', 'interactivity']);
/**
 * Objects complete by their own rule (a SCORM package reports it, a quiz is submitted): their renderer
 * says so, or says when Mark Complete may complete them (a cutoff quiz passed).
 */
const selfCompletingTypes = new Set(['scorm', 'quiz']);

/**
 * The player around one object: the unit title, close, the outline beside (a drawer on a phone),
 * the object, and Prev / Mark Complete / Next. Mark Complete records the time spent and moves on;
 * offline it is kept on the device and sent when the connection returns.
 */
export function PlayerFrame({ course, objectId, renderers, hrefOf, close }: PlayerFrameProps) {
  const { t } = useTranslation('course-player');
  const navigate = useNavigate();
  const [outlineOpen, setOutlineOpen] = useState(false);
  // Per object, as its renderer reported them: Mark Complete may complete it; its own controls are shown.
  const [completableId, setCompletableId] = useState<string | null>(null);
  const [ownControlsId, setOwnControlsId] = useState<string | null>(null);
  const column = useRef<HTMLDivElement>(null);
  const fullScreen = useFullScreen(column);
  const online = useOnline();
  useProgressSync(online);

  const placed = placedObjects(course);
  const index = placed.findIndex((each) => each.object.oid === objectId);
  const current = placed[index];
  const previous = placed[index - 1];
  const next = placed[index + 1];
  const object = current?.object;
  const localRefusal = object ? refusalOf(course, object) : null;
  const session = useObjectSession(course.bcid, objectId, object !== undefined && localRefusal === null);
  const sync = useSyncUserProgress(course.bcid);
  if (!current || !object) return null;

  const refusal = localRefusal ?? refusalOfError(session.open.error);
  const complete = object.userOP.op === 2;
  // Mark Complete moves on to the next object; an object complete by its own rule (a passed quiz, a
  // submitted assignment, a package) is recorded where it is, so its score or outcome stays on screen.
  const recordComplete = (moveOn: boolean) => {
    if (complete || sync.isPending) return;
    sync.mutate(
      { object, timespent: session.secondsSpent(), course },
      { onSuccess: () => moveOn && next && void navigate(hrefOf(next.object.oid)) },
    );
  };
  const outline = (
    <PlayerOutline
      course={course}
      currentId={objectId}
      hrefOf={hrefOf}
      onNavigate={() => setOutlineOpen(false)}
    />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100%', alignItems: 'stretch' }}>
      <PageTitle page={`${object.otitle} · ${course.ttitle}`} />
      <OutlinePlacement
        outline={outline}
        open={outlineOpen}
        onClose={() => setOutlineOpen(false)}
        label={t('outline')}
      />
      {/* Full screen is the object alone, with the way out above it (and the pdf's own controls). */}
      <Box
        ref={column}
        sx={{
          flex: 1,
          minWidth: 0,
          px: { xs: 1.5, sm: 3 },
          py: 2,
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.default',
          // Full screen gives the object all the room the way out leaves.
          '&:fullscreen [data-stage]': { height: 'auto', flex: '1 1 0' },
        }}
      >
        {fullScreen.active ? (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
            <FullScreenButton onToggle={fullScreen.toggle} label={t('exitFullScreen')} autoFocus />
          </Box>
        ) : (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <OutlineButton onOpen={() => setOutlineOpen(true)} label={t('outline')} />
              <Typography
                component="h1"
                variant="h1"
                sx={{
                  flex: 1,
                  minWidth: 0,
                  fontSize: { xs: '1.25rem', sm: '1.5rem' },
                  overflowWrap: 'break-word',
                }}
              >
                {current.nugget.unit}
              </Typography>
              <IconButton component={RouterLink} to={close.to} aria-label={close.label}>
                <CloseIcon />
              </IconButton>
            </Box>
            {/* On a phone the full-screen toggle goes under the titles rather than squeeze them. */}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 2, mb: 1 }}>
              <Box sx={{ flex: '1 1 14rem', minWidth: 0, overflowWrap: 'break-word' }}>
                <Typography component="h2" variant="h3" sx={{ mt: 1, fontSize: '1.125rem' }}>
                  {object.otitle}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {current.nugget.ntitle}
                </Typography>
              </Box>
              {fullScreenTypes.has(object.otype) && refusal === null && (
                <Box sx={{ mt: 1 }}>
                  <FullScreenButton
                    onToggle={fullScreen.toggle}
                    label={t('fullScreen')}
                    autoFocus={fullScreen.used}
                  />
                </Box>
              )}
            </Box>
            {!online && (
              <Alert severity="warning" sx={{ mb: 1 }} role="status">
                {t('offline')}
              </Alert>
            )}
            {/* A failed Mark Complete speaks of the object it was for, not of the next one opened. */}
            {sync.isError && sync.variables?.object.oid === objectId && (
              <Alert severity="error" sx={{ mb: 1 }}>
                {refusalOfError(sync.error) === 'blocked' ? t('outOfOrder') : t('completeFailed')}
              </Alert>
            )}
            {course.tp === 2 && (
              <Alert severity="success" sx={{ mb: 1 }}>
                {t('courseComplete')}
              </Alert>
            )}
          </>
        )}
        {/* The object scrolls inside its own area, so Prev, Mark Complete and Next stay on screen. */}
        <Box
          data-stage
          role="region"
          aria-label={t('objectArea')}
          // Scrolled by keyboard too: the area takes focus (axe: scrollable-region-focusable).
          tabIndex={0}
          sx={{
            height: { xs: '60vh', md: '64vh' },
            minHeight: 260,
            bgcolor: 'background.paper',
            overflow: 'auto',
          }}
        >
          <ObjectStage
            key={object.oid}
            courseId={course.bcid}
            object={object}
            renderers={renderers}
            refusal={refusal}
            openError={refusal === null ? session.open.error : null}
            onRetryOpen={session.retryOpen}
            onComplete={() => session.whenDue(() => recordComplete(false))}
            onCompletable={() => setCompletableId(object.oid)}
            onOwnControls={(shown) =>
              setOwnControlsId((id) => (shown ? object.oid : id === object.oid ? null : id))
            }
          />
        </Box>
        {/* One set of controls: a quiz's questions bring their own Prev and Next; full screen is the object alone. */}
        {ownControlsId !== objectId && !fullScreen.active && (
          <PlayerControls
            previousHref={previous && hrefOf(previous.object.oid)}
            nextHref={next && hrefOf(next.object.oid)}
            canMarkComplete={
              refusal === null &&
              session.revealed &&
              !session.open.isPending &&
              (!selfCompletingTypes.has(object.otype) || completableId === objectId)
            }
            complete={complete}
            marking={sync.isPending}
            onMarkComplete={() => recordComplete(true)}
          />
        )}
      </Box>
    </Box>
  );
}
