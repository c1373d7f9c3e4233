import { markCompleteDelaySeconds } from '@aula/contract/course-player';
import { createStore, get, type UseStore, update } from 'idb-keyval';
import { callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

/** A progress call made while offline, kept on the device until the connection returns. */
export type QueuedProgress =
  | { kind: 'open'; oid: string; eid: string; bcid: string; objid: string }
  | { kind: 'complete'; oid: string; eid: string; bcid: string; objid: string; timespent: number };

// One connection for the page, opened on first use (createStore opens the database when called).
let opened: UseStore | undefined;
const store = (): UseStore => {
  opened ??= createStore('aula-course-player', 'progress');
  return opened;
};
const queueKey = 'queue';

/** Keeps a call for later, after those already waiting (IndexedDB, so it survives a reload). */
export async function enqueueProgress(call: QueuedProgress): Promise<void> {
  await update<QueuedProgress[]>(queueKey, (queue = []) => [...queue, call], store());
}

export async function queuedProgress(): Promise<QueuedProgress[]> {
  return (await get<QueuedProgress[]>(queueKey, store())) ?? [];
}

async function send(call: QueuedProgress, openedAt: Map<string, number>): Promise<unknown> {
  const { oid, eid, bcid, objid } = call;
  if (call.kind === 'open') {
    openedAt.set(`${bcid} ${objid}`, Date.now());
    return callApi('openObject', { oid, eid, bcid, objid });
  }
  // An object opened while offline was opened on the server only now: it credits no more time than
  // it could see pass since then (the rule every completion is held to), and the server accepts Mark
  // Complete only once the object has been open there for five seconds (ADR 0063), so it waits for them.
  const sentOpen = openedAt.get(`${bcid} ${objid}`);
  if (sentOpen !== undefined) await delay(sentOpen + markCompleteDelaySeconds * 1000 - Date.now());
  const seen = sentOpen === undefined ? call.timespent : Math.floor((Date.now() - sentOpen) / 1000);
  return callApi('syncUserProgress', { oid, eid, bcid, objid, timespent: Math.min(call.timespent, seen) });
}

function delay(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/** A failure that may pass (no connection, a server error, a session to renew): the call is kept. */
function isPassing(error: ApiError): boolean {
  return error.code === 'NETWORK' || error.status >= 500 || error.status === 401;
}

/**
 * Sends the waiting calls in the order they were made. A call the server refuses for good is dropped (the
 * learner's progress stands as the server keeps it); a network failure stops the flush, leaving that
 * call and the later ones for the next time. Answers how many were sent.
 */
let flushing: Promise<number> | undefined;

export function flushProgressQueue(): Promise<number> {
  // One flush at a time: two would send the same calls twice.
  flushing ??= flush().finally(() => {
    flushing = undefined;
  });
  return flushing;
}

async function flush(): Promise<number> {
  const queue = await queuedProgress();
  const openedAt = new Map<string, number>();
  let done = 0;
  for (const call of queue) {
    try {
      await send(call, openedAt);
    } catch (error) {
      if (!(error instanceof ApiError) || isPassing(error)) break;
    }
    done += 1;
  }
  // Calls kept while these were being sent stay behind them.
  if (done > 0) await update<QueuedProgress[]>(queueKey, (current = []) => current.slice(done), store());
  return done;
}
