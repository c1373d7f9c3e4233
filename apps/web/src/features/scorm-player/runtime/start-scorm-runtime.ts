import {
  type ScormLaunch,
  type ScormStatus,
  scormLauncherFragment,
  scormLauncherPath,
} from '@aula/contract/scorm';
import type { IHttpService, Scorm12API, Scorm2004API, Settings } from 'scorm-again';
import { guardScormMessages } from './frame-guard.ts';

/** What the runtime starts from: the package's version, the SCO's address and the CMI data. */
export type ScormRuntimeLaunch = Pick<ScormLaunch, 'version' | 'launchUrl' | 'cmi'>;

/**
 * `Status` is what a commit answers: the server's ScormStatus in the player, or, in the staff preview
 * (ADR 0096), whatever the preview keeps in memory instead of storing.
 */
export interface ScormRuntimeOptions<Status = ScormStatus> {
  launch: ScormRuntimeLaunch;
  /** The launcher's frame (ADR 0086): only its window may call the API. */
  frame: HTMLIFrameElement;
  /** The SCO's frame title, inside the launcher. */
  title: string;
  /** Stores the flattened CMI data on the server; `terminate` for the commit that ends the session. */
  commit(cmi: Record<string, unknown>, terminate: boolean): Promise<Status>;
  /** Each stored commit's answer: where the learner stands. */
  onStatus(status: Status): void;
  onCommitError(error: unknown): void;
  /**
   * SCORM 2004: what `adl.nav.request_valid.*` answers (see validRequests), and the SCO's
   * `adl.nav.request` once it terminates (not after the runtime is stopped: the player has moved on).
   */
  navigation?: { valid: Record<string, string>; onRequest(request: string): void };
}

export interface ScormRuntime {
  /** Where the frame opens: the launcher, carrying the SCO's address and the API's CMI data (see launcherAddress). */
  frameUrl: string;
  /** Ends the runtime once the package's last messages (posted as its frame closed) have arrived. */
  stop(): void;
}

type ScormApi = Scorm12API | Scorm2004API;

const listRow = /^(cmi\.(?:objectives|interactions))\.(\d+)\.id$/;

/**
 * The `_count` of the objectives and interactions the data holds: the flattened data leaves them out,
 * and a SCO looking up an objective the manifest declared (ADR 0087) reads the count first.
 */
function listCounts(values: Record<string, string>): Record<string, string> {
  const counts = new Map<string, number>();
  for (const element of Object.keys(values)) {
    const [, list, row] = listRow.exec(element) ?? [];
    if (list && row)
      counts.set(`${list}._count`, Math.max(counts.get(`${list}._count`) ?? 0, Number(row) + 1));
  }
  return Object.fromEntries([...counts].map(([element, count]) => [element, String(count)]));
}

/**
 * The launcher page on the content origin (ADR 0086), which exposes the API where the package looks for
 * it (CrossFrameAPI, relaying to this page) and frames the SCO. CrossFrameAPI answers the SCO's GetValue
 * at once from a cache, so the cache must hold the learner's data before the SCO's first call: the
 * fragment carries it (readable at once by the launcher, never sent to a server; the launcher removes
 * it), with the SCO's signed address and its frame's title.
 */
function launcherAddress(
  launch: ScormRuntimeLaunch,
  title: string,
  contentOrigin: string,
  cmi: Record<string, unknown>,
): string {
  const values = Object.fromEntries(
    Object.entries(cmi)
      .filter(([, value]) => value !== null && value !== undefined && typeof value !== 'object')
      .map(([element, value]) => [element, String(value)]),
  );
  const start = {
    version: launch.version,
    sco: launch.launchUrl,
    title,
    cmi: { ...values, ...listCounts(values) },
  };
  return `${contentOrigin}${scormLauncherPath}${scormLauncherFragment}${encodeURIComponent(JSON.stringify(start))}`;
}

/**
 * CrossFrameLMS refuses calls past this rate. Its default, 100, is too few: CrossFrameAPI posts two
 * messages for each SetValue (the call and a refresh of its cache), and a SCO that records a quiz sets
 * dozens of interaction elements at once, so its Commit was refused.
 */
const callsPerSecond = 1000;

/** How long the package's last messages (its final SetValue and Finish calls) may take to arrive. */
const lastMessagesMs = 1000;

/**
 * Settles once the last runtime stopped has stopped listening. The next SCO's runtime waits for it:
 * two CrossFrameLMS would both answer each message, and each one's guard would stop the other's frame.
 */
let previousStopped: Promise<void> = Promise.resolve();

// scorm-again's subpath types declare a default export; its ES modules export the class by name.
async function createApi(version: ScormLaunch['version'], settings: Settings): Promise<ScormApi> {
  if (version === '1.2') {
    const { Scorm12API: Api } = (await import('scorm-again/scorm12')) as unknown as {
      Scorm12API: typeof Scorm12API;
    };
    return new Api(settings);
  }
  const { Scorm2004API: Api } = (await import('scorm-again/scorm2004')) as unknown as {
    Scorm2004API: typeof Scorm2004API;
  };
  return new Api(settings);
}

const choiceElement = /^adl\.nav\.request_valid\.choice\.\{target=(.+)\}$/;

/**
 * scorm-again answers `adl.nav.request_valid.choice.{target=ID}` from its `scoItemIdValidator` setting
 * (its own choice values are looked up by another key than they are stored under), continue and
 * previous from the elements, which are set here before the SCO initialises (read-only after).
 */
function requestValidSettings(valid: Record<string, string>): Pick<Settings, 'scoItemIdValidator'> {
  const chosen = new Set(
    Object.entries(valid)
      .filter(([, value]) => value === 'true')
      .map(([element]) => choiceElement.exec(element)?.[1])
      .filter((target) => target !== undefined),
  );
  return { scoItemIdValidator: (target) => chosen.has(target) };
}

function loadRequestValid(api: Scorm2004API, valid: Record<string, string>): void {
  const requestValid = api.adl.nav.request_valid;
  requestValid.continue = valid['adl.nav.request_valid.continue'] ?? 'unknown';
  requestValid.previous = valid['adl.nav.request_valid.previous'] ?? 'unknown';
}

/**
 * Runs scorm-again's API for a package in the portal's page, loaded with the learner's stored CMI data,
 * and answers the launcher on the content origin through scorm-again's CrossFrameLMS (the launcher
 * carries CrossFrameAPI, ADR 0086). Commits go to the server one after another, in order.
 */
export async function startScormRuntime<Status = ScormStatus>(
  options: ScormRuntimeOptions<Status>,
): Promise<ScormRuntime> {
  const { launch, frame, title, commit, onStatus, onCommitError, navigation } = options;
  let stopped = false;
  let queue: Promise<unknown> = Promise.resolve();
  const httpService: IHttpService = {
    reportsRequestCompletion: true,
    processHttpRequest(_url, params, terminate, _log, processListeners, _metadata, onRequestComplete) {
      queue = queue
        .then(() => commit(params as Record<string, unknown>, terminate))
        .then(
          (status) => {
            onStatus(status);
            processListeners('CommitSuccess');
          },
          (error: unknown) => {
            processListeners('CommitError', undefined, 101);
            onCommitError(error);
          },
        )
        .finally(() => onRequestComplete?.());
      return { result: 'true', errorCode: 0 };
    },
    updateSettings() {},
  };
  const [{ CrossFrameLMS }, api] = await Promise.all([
    import('scorm-again/cross-frame-lms') as unknown as Promise<{
      CrossFrameLMS: typeof import('scorm-again').CrossFrameLMS;
    }>,
    createApi(launch.version, {
      autocommit: true,
      autocommitSeconds: 30,
      lmsCommitUrl: '/api/commitScormData',
      dataCommitFormat: 'flattened',
      httpService,
      logLevel: 5,
      ...(navigation && launch.version === '2004' ? requestValidSettings(navigation.valid) : {}),
    }),
  ]);
  api.loadFromFlattenedJSON(launch.cmi);
  if (navigation && launch.version === '2004') {
    const api2004 = api as Scorm2004API;
    loadRequestValid(api2004, navigation.valid);
    // Read when Terminate has stored the SCO's data, before scorm-again resets the request.
    api2004.on('Terminate', () => {
      if (!stopped) navigation.onRequest(api2004.adl.nav.request);
    });
  }
  await previousStopped;
  // The package runs on the content origin (ADR 0083): requests only from there, answers only to there.
  const contentOrigin = new URL(launch.launchUrl, window.location.href).origin;
  const unguard = guardScormMessages(frame, contentOrigin);
  const lms = new CrossFrameLMS(api, contentOrigin, { rateLimit: callsPerSecond });
  return {
    frameUrl: launcherAddress(launch, title, contentOrigin, {
      ...api.getFlattenedCMI(),
      ...(launch.version === '2004' ? navigation?.valid : {}),
    }),
    stop() {
      stopped = true;
      let settle = () => {};
      previousStopped = new Promise((resolve) => {
        settle = resolve;
      });
      window.setTimeout(() => {
        if (api.isInitialized() && !api.isTerminated()) {
          if (launch.version === '1.2') (api as Scorm12API).LMSCommit('');
          else (api as Scorm2004API).Commit('');
        }
        lms.destroy();
        unguard();
        settle();
      }, lastMessagesMs);
    },
  };
}
