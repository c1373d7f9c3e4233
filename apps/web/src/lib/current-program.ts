import { cookieValue, saveCookie } from './cookies.ts';

/**
 * The program the learner opened last (the spec's curprg) and the course they chose (its current
 * course), remembered on the device so that a reload keeps them: the program in a cookie, which the
 * server reads to prerender the program's pages (ADR 0097), the course in localStorage. Each is
 * stored with the learner's username and read back only for that learner, so the next person on a
 * shared computer starts afresh.
 */
export interface CurrentProgram {
  pid: string;
  bpid: string;
  ptitle: string;
}

export interface CurrentCourse {
  pid: string;
  bpid: string;
  bcid: string;
  tid: string;
  ttitle: string;
  ptitle: string;
}

export const currentProgramCookieName = 'aula.currentProgram';
const courseKey = 'aula.currentCourse';

function save(key: string, eid: string, value: object): void {
  try {
    localStorage.setItem(key, JSON.stringify({ eid, value }));
  } catch {
    // Storage can be refused (private browsing): the choice then lasts until the page is left.
  }
}

/** `text` (JSON of `{ eid, value }`) when it is this learner's and holds every field as text. */
function read(text: string | null | undefined, eid: string, fields: readonly string[]) {
  try {
    const stored: unknown = JSON.parse(text ?? 'null');
    if (typeof stored !== 'object' || stored === null) return undefined;
    const { eid: owner, value } = stored as { eid?: unknown; value?: unknown };
    if (owner !== eid || typeof value !== 'object' || value === null) return undefined;
    const record = value as Record<string, unknown>;
    const result: Record<string, string> = {};
    for (const field of fields) {
      const item = record[field];
      if (typeof item !== 'string') return undefined;
      result[field] = item;
    }
    return result;
  } catch {
    return undefined;
  }
}

const programFields = ['pid', 'bpid', 'ptitle'] as const;
const courseFields = ['pid', 'bpid', 'bcid', 'tid', 'ttitle', 'ptitle'] as const;

export function saveCurrentProgram(eid: string, program: CurrentProgram): void {
  const { pid, bpid, ptitle } = program;
  saveCookie(currentProgramCookieName, JSON.stringify({ eid, value: { pid, bpid, ptitle } }));
}

export function readCurrentProgram(eid: string): CurrentProgram | undefined {
  return read(cookieValue(currentProgramCookieName), eid, programFields) as CurrentProgram | undefined;
}

/** Choosing a course also makes its program the current one. */
export function saveCurrentCourse(eid: string, course: CurrentCourse): void {
  const { pid, bpid, bcid, tid, ttitle, ptitle } = course;
  save(courseKey, eid, { pid, bpid, bcid, tid, ttitle, ptitle });
  saveCurrentProgram(eid, { pid, bpid, ptitle });
}

export function readCurrentCourse(eid: string): CurrentCourse | undefined {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(courseKey);
  } catch {
    // Storage can be refused (private browsing): nothing was kept.
  }
  return read(stored, eid, courseFields) as CurrentCourse | undefined;
}
