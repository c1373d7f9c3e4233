import type { Answer } from '../api/get-assessment-quiz.ts';
import type { QueuedSave } from '../api/update-assessment.ts';

/**
 * What the device keeps of an attempt in IndexedDB: its counter, the saves not yet acknowledged, the
 * answers given since the last save (kept the moment they are given, before they are queued), and the
 * last saves acknowledged (a page drawn by the server before it stored them shows them over its own).
 */
export interface StoredQueue {
  seq: number;
  pending: QueuedSave[];
  draft?: Answer[];
  /** The last saves the server acknowledged, each with the attempt's save time it answered. */
  saved?: SavedAnswers[];
}

/** A save the server acknowledged: its answers, and the attempt's `lastSavedAt` in the answer. */
export interface SavedAnswers {
  at: string;
  response: Answer[];
}

/**
 * The tab's own copy of an attempt's queue, written in `sessionStorage` as the page is hidden or goes
 * (ADR 0079): unlike IndexedDB's, the write ends before the page does, so a reload of the tab finds what
 * was given last even when the page went before IndexedDB's last write ended. A page that had not read
 * the device's queue yet knows only its draft (no `seq`).
 */
export type ExitCopy = StoredQueue | { seq?: undefined; draft: Answer[] };

export function writeExitCopy(key: string, copy: ExitCopy): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(copy));
  } catch {
    // No storage for the tab (full, or turned off): the keep-alive saves and IndexedDB remain.
  }
}

export function readExitCopy(key: string): ExitCopy | null {
  try {
    const text = sessionStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as ExitCopy);
  } catch {
    return null;
  }
}

/** IndexedDB holds all the copy held: it is dropped, so it cannot outlive newer saves. */
export function dropExitCopy(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // As in writeExitCopy.
  }
}

/**
 * The device's record with the tab's copy over it. A whole copy is the queue as the tab's last page
 * left it, newer than the record unless another tab moved it on since (a higher counter). A draft-only
 * copy holds answers given before that page read the record: newer than any the record holds.
 */
export function withExitCopy(
  stored: StoredQueue | undefined,
  copy: ExitCopy | null,
): StoredQueue | undefined {
  if (!copy) return stored;
  const seq = stored?.seq ?? 0;
  if (copy.seq !== undefined) return copy.seq >= seq ? copy : stored;
  const given = new Set(copy.draft.map(({ iid }) => iid));
  const older = (stored?.draft ?? []).filter(({ iid }) => !given.has(iid));
  return { ...stored, seq, pending: stored?.pending ?? [], draft: [...older, ...copy.draft] };
}
