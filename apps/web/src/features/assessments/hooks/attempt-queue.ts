import { assessmentMessages } from '@aula/contract/assessment-limits';
import type { Attempt } from '@aula/contract/assessments';
import { get, set, update } from 'idb-keyval';
import { ApiError } from '../../../lib/api-error.ts';
import type { Answer } from '../api/get-assessment-quiz.ts';
import { type QueuedSave, type SaveTarget, sendSave } from '../api/update-assessment.ts';
import {
  dropExitCopy,
  readExitCopy,
  type SavedAnswers,
  type StoredQueue,
  withExitCopy,
  writeExitCopy,
} from './exit-copy.ts';

/** What the open quiz view hears from its attempt's queue. */
export interface QueueView {
  pending(count: number): void;
  offline(value: boolean): void;
  saved(attempt: Attempt): void;
  submitted(): void;
  refused(message: string): void;
}

export type AttemptTarget = Omit<SaveTarget, 'device'>;

const deviceKey = 'aula.assessments.device';
/** Acknowledged saves kept: more than a page drawn a moment before them can have missed. */
const savedKept = 20;
const retryMs = 2000;
const over = [assessmentMessages.assessmentSubmitted, assessmentMessages.assignmentSubmitted] as string[];

/** This browser's id for the server's save ordering, made once and kept in IndexedDB. */
async function deviceId(): Promise<string> {
  const known = await get<string>(deviceKey);
  if (known) return known;
  const made = crypto.randomUUID();
  await set(deviceKey, made);
  return made;
}

/**
 * One attempt's saves on this device. It outlives the quiz view: a view closed with answers not yet
 * acknowledged leaves them sending (and retrying) here, and a view opened again takes the same queue
 * rather than a second copy of it, so two senders never overwrite each other's record on the device.
 */
export class AttemptQueue {
  device = '';
  seq = 0;
  pending: QueuedSave[] = [];
  saved: SavedAnswers[] = [];
  /** Answers given and not yet in a save, by question. */
  readonly draft = new Map<string, Answer>();
  loaded = false;
  view: QueueView | null = null;
  private loading: Promise<void> | undefined;
  private sending = false;
  /** Copies of the queue written for the tab as the page was hidden (exit-copy.ts). */
  private copies = 0;
  private retry: ReturnType<typeof setTimeout> | undefined;

  readonly key: string;
  private readonly target: AttemptTarget;

  constructor(key: string, target: AttemptTarget) {
    this.key = key;
    this.target = target;
  }

  /**
   * Attaches the open view, reading what the device kept the first time: the answers that wait to be
   * acknowledged, to show over the server's. Answers given meanwhile stay newer than the kept draft.
   */
  async attach(view: QueueView, submitted: boolean, drawnAt: string | null): Promise<Answer[]> {
    this.view = view;
    if (!queues.has(this.key)) queues.set(this.key, this);
    this.loading ??= this.read(submitted);
    await this.loading;
    // A page the server drew just before it stored this device's last saves (a reload racing a save)
    // shows them over its own, as the server now holds them.
    const missed = submitted ? [] : this.saved.filter(({ at }) => drawnAt === null || at > drawnAt);
    return [
      ...missed.flatMap((save) => save.response),
      ...this.pending.flatMap((save) => save.response),
      ...this.draft.values(),
    ];
  }

  private async read(submitted: boolean): Promise<void> {
    const [device, record] = await Promise.all([deviceId(), get<StoredQueue>(this.key)]);
    const stored = withExitCopy(record, readExitCopy(this.key));
    this.device = device;
    this.seq = stored?.seq ?? 0;
    this.pending = submitted ? [] : (stored?.pending ?? []);
    this.saved = stored?.saved ?? [];
    for (const answer of submitted ? [] : (stored?.draft ?? [])) {
      if (!this.draft.has(answer.iid)) this.draft.set(answer.iid, answer);
    }
    this.loaded = true;
    // The view closed while the device was read: what was given goes out all the same.
    if (!this.view) {
      this.commit();
      this.forgetIfIdle();
    }
  }

  /** Keeps the queue and the draft on the device; before the load it would overwrite what was kept. */
  async persist(): Promise<void> {
    if (!this.loaded) return;
    const { seq, pending, saved, copies } = this;
    await set(this.key, { seq, pending, draft: [...this.draft.values()], saved } satisfies StoredQueue);
    // Written after the tab's copy, the record holds all it held (and more, once the page came back).
    if (copies === this.copies) dropExitCopy(this.key);
    this.view?.pending(pending.length);
  }

  give(answer: Answer): void {
    this.draft.set(answer.iid, answer);
    if (this.loaded) {
      void this.persist();
      return;
    }
    // Before the device's record is read, writing the queue whole would overwrite it: the answer joins
    // the kept draft in a read and write of its own, so a page closed now still leaves it on the device.
    void update<StoredQueue>(this.key, (stored) => ({
      seq: stored?.seq ?? 0,
      pending: stored?.pending ?? [],
      draft: [...(stored?.draft ?? []).filter(({ iid }) => iid !== answer.iid), answer],
    }));
  }

  /** Turns the draft into a save, sent in its turn. */
  commit(): void {
    if (!this.loaded || this.draft.size === 0) return;
    const response = [...this.draft.values()];
    this.draft.clear();
    this.enqueue(response, 0);
  }

  enqueue(response: Answer[], status: 0 | 1): void {
    this.draft.clear();
    this.seq += 1;
    this.pending.push({ seq: this.seq, response, status });
    void this.persist().then(() => this.flush());
  }

  /**
   * The page is being hidden or closed: the tab keeps a copy of the queue at once, and every save
   * waiting goes out now in requests that outlive the page. Each keeps its sequence number, so the queue
   * sending it again later changes nothing.
   */
  sendOnExit(): void {
    if (!this.loaded) {
      if (this.draft.size > 0) writeExitCopy(this.key, { draft: [...this.draft.values()] });
      return;
    }
    this.commit();
    this.copies += 1;
    const { seq, pending, saved } = this;
    writeExitCopy(this.key, { seq, pending, draft: [...this.draft.values()], saved });
    for (const save of this.pending) {
      void sendSave({ ...this.target, device: this.device }, save, { keepalive: true }).catch(() => {});
    }
  }

  async flush(): Promise<void> {
    if (this.sending || !this.loaded) return;
    this.sending = true;
    clearTimeout(this.retry);
    try {
      while (this.pending.length > 0) {
        const save = this.pending[0] as QueuedSave;
        try {
          const attempt = await sendSave({ ...this.target, device: this.device }, save);
          this.pending.shift();
          if (attempt.lastSavedAt !== null) {
            this.saved = [...this.saved, { at: attempt.lastSavedAt, response: save.response }].slice(
              -savedKept,
            );
          }
          await this.persist();
          this.view?.offline(false);
          this.view?.saved(attempt);
          if (attempt.status === 1) this.view?.submitted();
        } catch (error) {
          if (!(error instanceof ApiError) || error.code === 'NETWORK' || error.status >= 500) {
            // No answer: the save stays first in the queue and goes again, view open or not.
            this.view?.offline(true);
            this.retry = setTimeout(() => void this.flush(), retryMs);
            return;
          }
          if (error.status === 401 || error.status === 403) return;
          if (error.code === 'CONFLICT' && over.includes(error.message)) {
            this.view?.submitted();
            this.pending = [];
          } else if (error.code === 'CONFLICT') {
            this.view?.refused(error.message);
            this.pending = [];
          } else {
            // A save the server can never accept (a refused file): dropped, the learner told why.
            this.view?.refused(error.message);
            this.pending.shift();
          }
          await this.persist();
        }
      }
    } finally {
      this.sending = false;
      this.forgetIfIdle();
    }
  }

  /** The view closes: what it was given is queued now rather than after the pause it would wait. */
  release(): void {
    this.view = null;
    this.commit();
    this.forgetIfIdle();
  }

  /** Nothing left to send and no view: the next view reads the device afresh. */
  private forgetIfIdle(): void {
    const idle = !this.view && !this.sending && this.pending.length === 0 && this.draft.size === 0;
    if (idle && queues.get(this.key) === this) queues.delete(this.key);
  }
}

const queues = new Map<string, AttemptQueue>();

/**
 * The attempt's one queue on this page: the one a view attached (which may still be sending), or a new
 * one, kept once a view attaches it. (The server's prerender of a quiz makes one and never attaches it.)
 */
export function attemptQueue(target: AttemptTarget): AttemptQueue {
  const key = `aula.assessments.queue:${target.oid}:${target.eid}:${target.assessid}`;
  return queues.get(key) ?? new AttemptQueue(key, target);
}
