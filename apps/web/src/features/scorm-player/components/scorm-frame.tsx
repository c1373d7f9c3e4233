import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { commitScormData, type ScormStatus } from '../api/commit-scorm-data.ts';
import type { ScormLaunch } from '../api/get-scorm-data.ts';
import { validRequests } from '../runtime/sco-navigation.ts';
import { startScormRuntime } from '../runtime/start-scorm-runtime.ts';

export interface ScormFrameProps {
  courseId: string;
  objectId: string;
  title: string;
  launch: ScormLaunch;
  /** Each stored commit's answer. */
  onStatus(status: ScormStatus): void;
  /** SCORM 2004: the `adl.nav.request` the SCO left with when it terminated. */
  onNavigationRequest(request: string): void;
}

/**
 * The package in the launcher's frame on the content origin (ADR 0083: it runs as on any LMS, with no
 * access to the learner's session; ADR 0086: the launcher exposes the API and frames the SCO) and its
 * SCORM API in this page. The frame gets its address (carrying the data it starts from) only once the
 * API is ready to answer.
 */
export function ScormFrame({
  courseId,
  objectId,
  title,
  launch,
  onStatus,
  onNavigationRequest,
}: ScormFrameProps) {
  const { t } = useTranslation('scorm-player');
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  const frame = useRef<HTMLIFrameElement>(null);
  const [frameUrl, setFrameUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState<'start' | 'commit' | null>(null);
  const statusListener = useRef(onStatus);
  statusListener.current = onStatus;
  const navigationListener = useRef(onNavigationRequest);
  navigationListener.current = onNavigationRequest;

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let stopped = false;
    const { scoid } = launch;
    const order = launch.scos.map((sco) => sco.identifier);
    const running = startScormRuntime({
      launch,
      frame: element,
      title,
      commit: (cmi, terminate) =>
        commitScormData({ oid, eid: username, bcid: courseId, objid: objectId, scoid, cmi, terminate }),
      onStatus: (status) => {
        setFailed(null);
        statusListener.current(status);
      },
      onCommitError: () => setFailed('commit'),
      navigation: {
        valid: validRequests(order, scoid, launch.controlMode),
        onRequest: (request) => navigationListener.current(request),
      },
    });
    running.then(
      (runtime) => {
        if (!stopped) setFrameUrl(runtime.frameUrl);
      },
      () => setFailed('start'),
    );
    return () => {
      stopped = true;
      running.then(
        (runtime) => runtime.stop(),
        () => {},
      );
    };
  }, [launch, title, oid, username, courseId, objectId]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
      {failed && (
        <Alert severity="error" role="alert">
          {t(failed === 'start' ? 'startFailed' : 'commitFailed')}
        </Alert>
      )}
      <Box
        component="iframe"
        ref={frame}
        title={title}
        src={frameUrl ?? undefined}
        sx={{ flex: 1, width: '100%', minHeight: 480, border: 0, bgcolor: 'background.paper' }}
      />
    </Box>
  );
}
