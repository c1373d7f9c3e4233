import type { CmiData, ScormLaunch, ScormTocItem } from '@aula/contract/scorm';
import { type ScormSco, scormAttempts } from '../../db/schema/scorm.ts';
import type { Config } from '../../platform/config.ts';
import { contentAddress } from '../../platform/content-address.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { contentUrl } from '../../platform/public-url.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { attemptRowKey, findAttempts, type ScormAttempt } from './attempt-queries.ts';
import { findScormObject, type ScormObject, scoOfObject } from './find-scorm-object.ts';
import { type LaunchSession, launchElements } from './launch-elements.ts';
import { packageNeeds, scoStates } from './object-status.ts';
import { assertMayLaunch } from './sco-navigation.ts';
import { startScoSession } from './sco-session.ts';

/** Elements that describe the session that ended; a new session starts without them. */
const sessionOnly = /^cmi\.(core\.)?(exit|session_time)$/;

/** The learner's session: resumed where they left with `suspend`, with their time so far. */
function learnerSession(stored: ScormAttempt | undefined): LaunchSession {
  const exit = stored?.cmi['cmi.core.exit'] ?? stored?.cmi['cmi.exit'];
  const started = stored !== undefined && Object.keys(stored.cmi).length > 0;
  return {
    kind: 'learner',
    entry: !started ? 'ab-initio' : exit === 'suspend' ? 'resume' : '',
    totalSeconds: stored?.totalSeconds ?? 0,
    stored: stored?.cmi ?? {},
  };
}

/** The SCO the learner was last in (a row's launch time says), if it is still in the package. */
function lastLaunched(object: ScormObject, attempts: ScormAttempt[]): ScormSco | undefined {
  const latest = attempts
    .filter((attempt) => attempt.launchedAt !== null)
    .sort((a, b) => (b.launchedAt?.getTime() ?? 0) - (a.launchedAt?.getTime() ?? 0))[0];
  return object.scos.find((sco) => sco.identifier === latest?.scoid);
}

/** A package installed before its table of contents was read lists its SCOs. */
function tocOf(object: ScormObject): ScormTocItem[] {
  if (object.toc.length > 0) return object.toc;
  return object.scos.map(({ identifier, title }) => ({ identifier, title, sco: true, items: [] }));
}

/**
 * The SCO's launch page on the content origin (ADR 0083), under an address signed for the learner and the
 * package's folder, so the package's relative addresses work and open nothing else. The item's
 * parameters (a query or fragment on the href) stay as the manifest gives them.
 */
async function launchAddress(
  services: { files: FileStore; config: Config },
  user: SessionUser,
  folder: string,
  href: string,
  now: Date,
): Promise<string> {
  const split = href.search(/[?#]/);
  const file = split === -1 ? href : href.slice(0, split);
  const suffix = split === -1 ? '' : href.slice(split);
  const address = contentAddress(
    await services.files.addressSecret(),
    contentUrl(services.config),
    { oid: user.oid, eid: user.eid, folder: folder.split('/') },
    file.split('/'),
    now,
  );
  return `${address}${suffix}`;
}

/**
 * Launches a SCO of a SCORM object for the learner (the one named, else the one they were last in, else
 * the first; the organisation's control mode decides which they may reach): its launch page under
 * on the content origin and the CMI data to start from, so a reload or another device resumes where the learner was.
 * The launch is recorded, so that the next one without a SCO named reopens this one, and starts the
 * learner's one SCO session (whose end may count no more time than has passed since).
 */
export async function getScormData(
  db: Db,
  user: SessionUser,
  { bcid, objid, scoid }: { bcid: string; objid: string; scoid?: string | undefined },
  now: Date,
  services: { files: FileStore; config: Config },
): Promise<ScormLaunch> {
  const object = await findScormObject(db, user, bcid, objid);
  const key = { oid: user.oid, eid: user.eid, bcid, objid };
  const attempts = await findAttempts(db, key);
  const current = lastLaunched(object, attempts);
  const sco = scoid === undefined ? (current ?? object.scos[0]) : scoOfObject(object, scoid);
  if (!sco) throw new Error('A package is installed with at least one SCO.');
  assertMayLaunch(object.scos, object.controlMode, current?.identifier, sco.identifier);
  const stored = attempts.find((attempt) => attempt.scoid === sco.identifier);
  await db
    .insert(scormAttempts)
    .values({
      ...key,
      scoid: sco.identifier,
      version: object.version,
      cmi: {},
      completionStatus: 'not attempted',
      successStatus: 'unknown',
      updatedAt: now,
      launchedAt: now,
    })
    .onConflictDoUpdate({
      target: attemptRowKey,
      set: { launchedAt: now },
    });
  await startScoSession(db, key, sco.identifier, now);
  const kept = Object.entries(stored?.cmi ?? ({} as CmiData)).filter(
    ([element]) => !sessionOnly.test(element),
  );
  return {
    title: object.title,
    version: object.version,
    scoid: sco.identifier,
    launchUrl: await launchAddress(services, user, object.folder, sco.href, now),
    cmi: {
      ...Object.fromEntries(kept),
      ...launchElements(object.version, sco, user, learnerSession(stored)),
    },
    scos: scoStates(object, attempts),
    toc: tocOf(object),
    controlMode: object.controlMode,
    objectNeeds: packageNeeds(object),
  };
}
