import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObjectRendererProps } from '../../../components/object-renderer.ts';
import { QueryState } from '../../../components/query-state.tsx';
import type { ScormStatus } from '../api/commit-scorm-data.ts';
import { type ScormLaunch, useScormLaunch } from '../api/get-scorm-data.ts';
import { parseNavigationRequest, type ScoNavigation, targetOf } from '../runtime/sco-navigation.ts';
import { ScoFlowButtons } from './sco-flow-buttons.tsx';
import { ScormContents } from './scorm-contents.tsx';
import { ScormFrame } from './scorm-frame.tsx';
import { ScormNeeds } from './scorm-needs.tsx';

/** Where the learner left with a SCO's exit request (that SCO), or with exitAll or suspendAll (the package). */
type Left = 'sco' | 'package' | null;

/** A package of several SCOs: its table of contents beside, Previous and Continue above the SCO. */
function PackageLayout({
  data,
  go,
  children,
}: {
  data: ScormLaunch;
  go(navigation: ScoNavigation): void;
  children: ReactNode;
}) {
  const order = data.scos.map((sco) => sco.identifier);
  const at = order.indexOf(data.scoid);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '15rem minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <ScormContents
        toc={data.toc}
        scos={data.scos}
        current={data.scoid}
        choice={data.controlMode.choice}
        onChoose={(target) => go({ kind: 'choice', target })}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
        {data.controlMode.flow && (
          <ScoFlowButtons
            hasPrevious={at > 0}
            hasNext={at < order.length - 1}
            onPrevious={() => go({ kind: 'previous' })}
            onContinue={() => go({ kind: 'continue' })}
          />
        )}
        {children}
      </Box>
    </Box>
  );
}

/**
 * The course player's renderer of `scorm` objects: the package's SCO runs with the learner's stored
 * CMI data (so it resumes where they were); a package of several SCOs shows its table of contents and
 * Previous/Continue, and follows a 2004 SCO's own navigation requests. Until the package reports itself
 * complete it says what the package still needs; once the server has stored a commit that makes the
 * whole package complete, the player is told (`onComplete`, once).
 */
export function ScormRenderer(props: ObjectRendererProps) {
  // The player keeps its renderer from one scorm object to the next: the SCO chosen and whether the
  // package was reported complete belong to one object.
  return <ScormObjectRun key={`${props.courseId}/${props.objectId}`} {...props} />;
}

function ScormObjectRun({ courseId, objectId, object, onComplete, onProgress }: ObjectRendererProps) {
  const { t } = useTranslation('scorm-player');
  const [scoid, setScoid] = useState<string | undefined>(undefined);
  const [left, setLeft] = useState<Left>(null);
  /** Counts the SCO's runs: opening the same SCO again starts a new frame. */
  const [run, setRun] = useState(0);
  const launch = useScormLaunch(courseId, objectId, scoid);
  const completed = useRef(false);
  const [reported, setReported] = useState(false);
  const onStatus = (status: ScormStatus) => {
    onProgress?.();
    if (!completed.current && status.objectComplete) {
      completed.current = true;
      setReported(true);
      onComplete();
    }
  };
  return (
    <QueryState query={launch} errorTitle={t('loadFailed')} loadingHeight={480}>
      {(data) => {
        const several = data.scos.length > 1;
        // A SCO opened again starts from what the server holds once the new launch is in.
        const reopen = () => {
          void launch.refetch().then(() => {
            setRun((count) => count + 1);
            setLeft(null);
          });
        };
        /** Carries a move out; one a terminated SCO asked for that leads nowhere closes it. */
        const go = (navigation: ScoNavigation, fromSco = false) => {
          const order = data.scos.map((sco) => sco.identifier);
          const target = targetOf(navigation, order, data.scoid, data.controlMode);
          if (target === data.scoid) reopen();
          else if (target !== null) {
            setLeft(null);
            setScoid(target);
          } else if (fromSco) {
            setLeft(
              navigation.kind === 'exitAll' || navigation.kind === 'suspendAll' || !several
                ? 'package'
                : 'sco',
            );
          }
        };
        const scoTitle = data.scos.find((sco) => sco.identifier === data.scoid)?.title ?? '';
        const sco =
          left === null ? (
            <ScormFrame
              key={`${data.scoid}-${run}`}
              courseId={courseId}
              objectId={objectId}
              title={several ? t('frameTitle', { object: object.otitle, sco: scoTitle }) : object.otitle}
              launch={data}
              onStatus={onStatus}
              onNavigationRequest={(request) => {
                const navigation = parseNavigationRequest(request);
                if (navigation) go(navigation, true);
              }}
            />
          ) : (
            <Alert
              severity="info"
              action={
                <Button color="inherit" size="small" onClick={reopen}>
                  {t('reopen')}
                </Button>
              }
            >
              {t(left === 'sco' ? 'leftSco' : 'leftPackage', { sco: scoTitle })}
            </Alert>
          );
        const needs = <ScormNeeds data={data} complete={reported} />;
        return several ? (
          <PackageLayout data={data} go={go}>
            {needs}
            {sco}
          </PackageLayout>
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            {needs}
            {sco}
          </Box>
        );
      }}
    </QueryState>
  );
}
