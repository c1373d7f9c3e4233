import type { Clock } from './clock.ts';

export interface ReadCacheOptions {
  /** How long a value read is trusted without reading it again, on the app's clock. */
  ttlMs: number;
  clock: Clock;
  /** More entries than this and the oldest read is dropped (no bound when not given). */
  maxEntries?: number;
  /**
   * Trust each entry for a random time between half of `ttlMs` and all of it, so that entries read
   * together (every learner opening an exam at nine) are not all read again in the same second.
   */
  spread?: boolean;
  /**
   * Whether a settled read may be kept now: false while nobody listens for the announcements that
   * would clear it (cache-registry.ts), so a value is never kept that a missed clear should have
   * dropped. Always true when not given.
   */
  keeps?: () => boolean;
  /**
   * An entry a call finds this close to the end of its trust is read again in the background, and the
   * calls meanwhile get the value it holds: so that a key in steady use never makes a call wait for
   * its reading. None when not given.
   */
  refreshAheadMs?: number;
}

interface Entry<T> {
  value: Promise<T>;
  readAt: number;
  trustedMs: number;
  /** Its reading again in the background has begun (refreshAheadMs). */
  refreshing: boolean;
}

/**
 * Values this server read lately by key, each read once however many calls want it at the same time
 * (ADR 0051). An entry is trusted for at most `ttlMs` on the app's clock (a clock moved back trusts
 * nothing read "later"); a failed read is not kept, so the next call reads again; a clear drops
 * everything, and a read that began before it is not kept (it may predate the change announced).
 * The values are shared by every caller: read them, never change them.
 */
export class ReadCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #ttlMs: number;
  readonly #spread: boolean;
  readonly #clock: Clock;
  readonly #maxEntries: number;
  readonly #keeps: () => boolean;
  readonly #refreshAheadMs: number;
  /** Moves on at every clear; a read that began before it is not kept. */
  #generation = 0;

  constructor({
    ttlMs,
    clock,
    maxEntries = Number.POSITIVE_INFINITY,
    keeps = () => true,
    spread = false,
    refreshAheadMs = 0,
  }: ReadCacheOptions) {
    this.#ttlMs = ttlMs;
    this.#spread = spread;
    this.#clock = clock;
    this.#maxEntries = maxEntries;
    this.#keeps = keeps;
    this.#refreshAheadMs = refreshAheadMs;
  }

  /**
   * The value under `key`, read when missing or too old. `read` may give a lazy thenable such as a
   * Drizzle query, which runs its SQL each time it is awaited: the cache keeps one settled promise of
   * it, so the SQL runs once per entry, not once per caller.
   */
  get(key: string, read: () => PromiseLike<T>): Promise<T> {
    const nowMs = this.#clock.now().getTime();
    const entry = this.#entries.get(key);
    if (entry && nowMs >= entry.readAt && nowMs - entry.readAt < entry.trustedMs) {
      if (!entry.refreshing && nowMs - entry.readAt >= entry.trustedMs - this.#refreshAheadMs) {
        this.#refresh(key, entry, read, nowMs);
      }
      return entry.value;
    }
    const generation = this.#generation;
    const value = Promise.resolve(read());
    this.#store(key, value, nowMs);
    const forget = () => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    };
    value.then(() => {
      if (generation !== this.#generation || !this.#keeps()) forget();
    }, forget);
    return value;
  }

  /**
   * Reads `entry` again while calls go on getting its value, and replaces it once the reading is in,
   * trusted from the moment the reading began: unless the entry was cleared or forgotten meanwhile (it
   * is no longer the key's), or nothing may be kept now. A failed reading leaves the entry to end.
   */
  #refresh(key: string, entry: Entry<T>, read: () => PromiseLike<T>, nowMs: number): void {
    entry.refreshing = true;
    Promise.resolve(read()).then(
      (value) => {
        if (this.#entries.get(key) === entry && this.#keeps())
          this.#store(key, Promise.resolve(value), nowMs);
      },
      () => {},
    );
  }

  /** Keeps `value` as the newest entry, dropping the oldest beyond the bound. */
  #store(key: string, value: Promise<T>, readAt: number): void {
    this.#entries.delete(key);
    const trustedMs = this.#spread ? this.#ttlMs * (1 - Math.random() / 2) : this.#ttlMs;
    this.#entries.set(key, { value, readAt, trustedMs, refreshing: false });
    if (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  /** Forgets the entries whose key starts with `prefix` (and every read in flight, which may be one). */
  forgetKeysStartingWith(prefix: string): void {
    this.#generation += 1;
    for (const key of this.#entries.keys()) if (key.startsWith(prefix)) this.#entries.delete(key);
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}
