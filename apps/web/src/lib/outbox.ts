import { get, set } from 'idb-keyval';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { ApiError } from './api-error.ts';

/** A post the learner made, kept on the device until the server has it; `id` goes with every send. */
export interface OutboxItem<T> {
  id: string;
  body: T;
}

/** How a post fared at once: sent, kept on the device (no connection), or refused (the error). */
export type PostOutcome = { sent: true } | { kept: true } | { refused: unknown };

export interface OutboxState<T> {
  items: readonly OutboxItem<T>[];
  /** The last send found no connection; what waits goes when it returns. */
  offline: boolean;
  /** The last refusal of a post sent after it was kept (a post refused at once is its caller's). */
  failure: unknown;
}

type Sender<T> = (item: OutboxItem<T>) => Promise<void>;

interface Box<T> {
  key: string;
  state: OutboxState<T>;
  listeners: Set<() => void>;
  loading: Promise<void> | undefined;
  sending: boolean;
  /** The senders of the screens open on this outbox; the latest sends. */
  senders: Sender<T>[];
  /** Callers waiting to hear how their post fared at its first send, by id. */
  waiting: Map<string, (outcome: PostOutcome) => void>;
}

const boxes = new Map<string, Box<unknown>>();
const empty: OutboxState<never> = { items: [], offline: false, failure: null };

function boxOf<T>(key: string): Box<T> {
  let box = boxes.get(key) as Box<T> | undefined;
  if (!box) {
    box = {
      key,
      state: { items: [], offline: false, failure: null },
      listeners: new Set(),
      loading: undefined,
      sending: false,
      senders: [],
      waiting: new Map(),
    };
    boxes.set(key, box as Box<unknown>);
  }
  return box;
}

function change<T>(box: Box<T>, next: Partial<OutboxState<T>>): void {
  box.state = { ...box.state, ...next };
  for (const listener of box.listeners) listener();
}

/** A device without IndexedDB (a private window of some browsers) keeps its posts in memory only. */
async function onDevice<R>(work: () => Promise<R>): Promise<R | undefined> {
  try {
    return await work();
  } catch {
    return undefined;
  }
}

async function persist<T>(box: Box<T>): Promise<void> {
  await onDevice(() => set(box.key, box.state.items));
}

function settle<T>(box: Box<T>, id: string, outcome: PostOutcome): void {
  box.waiting.get(id)?.(outcome);
  box.waiting.delete(id);
}

/** Sends what waits, oldest first, one at a time; stops at the first send that gets no answer. */
async function drain<T>(box: Box<T>): Promise<void> {
  if (box.sending || box.senders.length === 0) return;
  box.sending = true;
  try {
    await box.loading;
    for (let item = box.state.items[0]; item; item = box.state.items[0]) {
      const send = box.senders.at(-1);
      if (!send) return;
      if (!navigator.onLine) {
        change(box, { offline: true });
        for (const each of box.state.items) settle(box, each.id, { kept: true });
        return;
      }
      try {
        await send(item);
        settle(box, item.id, { sent: true });
        change(box, { items: box.state.items.slice(1), offline: false });
      } catch (error) {
        const noAnswer = !(error instanceof ApiError) || error.code === 'NETWORK' || error.status >= 500;
        if (noAnswer) {
          // Sent again when the connection returns (or the screen opens again), with the same id.
          change(box, { offline: error instanceof ApiError && error.code === 'NETWORK' });
          for (const each of box.state.items) settle(box, each.id, { kept: true });
          return;
        }
        const caller = box.waiting.has(item.id);
        settle(box, item.id, { refused: error });
        change(box, { items: box.state.items.slice(1), ...(caller ? {} : { failure: error }) });
      }
      await persist(box);
    }
  } finally {
    box.sending = false;
  }
}

/**
 * Posts kept on this device until the server has them (discussion posts, project messages): written to
 * IndexedDB under `key` (one per account and course) before the first send, sent in order, again when
 * the connection returns and whenever the screen opens. Each carries the id it was given when made, so
 * the server never makes a post twice from a send retried after a lost answer. `send` throws an
 * `ApiError`: no answer (or a 5xx) keeps the post, a refusal drops it.
 */
export function useOutbox<T>(key: string, send: Sender<T>) {
  const box = boxOf<T>(key);
  const state = useSyncExternalStore(
    useCallback(
      (listener: () => void) => {
        box.listeners.add(listener);
        return () => box.listeners.delete(listener);
      },
      [box],
    ),
    () => box.state,
    () => empty as OutboxState<T>,
  );
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    const sender: Sender<T> = (item) => sendRef.current(item);
    box.senders.push(sender);
    box.loading ??= onDevice(() => get<OutboxItem<T>[]>(box.key)).then((kept) => {
      const known = new Set(box.state.items.map((item) => item.id));
      const older = (kept ?? []).filter((item) => !known.has(item.id));
      if (older.length > 0) change(box, { items: [...older, ...box.state.items] });
    });
    const online = () => void drain(box);
    window.addEventListener('online', online);
    void drain(box);
    return () => {
      window.removeEventListener('online', online);
      box.senders = box.senders.filter((each) => each !== sender);
    };
  }, [box]);

  /** Keeps the post on the device, then sends it (and anything older) if there is a connection. */
  const post = useCallback(
    async (body: T): Promise<PostOutcome> => {
      const item = { id: crypto.randomUUID(), body };
      const outcome = new Promise<PostOutcome>((resolve) => box.waiting.set(item.id, resolve));
      change(box, { items: [...box.state.items, item], failure: null });
      await box.loading;
      await persist(box);
      void drain(box);
      return outcome;
    },
    [box],
  );

  const dismiss = useCallback(() => change(box, { failure: null }), [box]);

  return { ...state, post, dismiss };
}
