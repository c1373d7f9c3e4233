import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { type Clock, systemClock } from './clock.ts';
import type { Database, Db } from './db.ts';
import { ReadCache } from './read-cache.ts';

/**
 * What a module caches: one module-level constant per cache, which says how long a value is trusted
 * and which announcements (NOTIFY channels, from any server or process on the database) end that trust.
 */
export interface ReadCacheSpec {
  /** What it holds, for whoever reads the code or a log line. */
  name: string;
  ttlMs: number;
  maxEntries?: number;
  /** Each entry trusted for between half of `ttlMs` and all of it (ReadCacheOptions.spread). */
  spread?: boolean;
  /** An entry in use is read again in the background this long before its trust ends (ReadCacheOptions). */
  refreshAheadMs?: number;
  /** Every announcement on this channel clears the whole cache (a content import, say). */
  clearedBy: string;
  /** A channel whose announcements each name a part of the cache: the keys starting with the prefix. */
  forgottenBy?: { channel: string; keyPrefixOf(payload: string): string | null };
}

/** Whoever holds something an announcement on a channel ends: called for each, and when listening starts. */
export interface ChannelSubscriber {
  onNotify(payload: string): void;
  /** Listening (re)started: whatever was announced while it was down is unknown, so forget everything. */
  onListen(): void;
}

interface Channel {
  subscribers: ChannelSubscriber[];
  state: 'idle' | 'starting' | 'listening';
  starting: Promise<void> | null;
  unlisten: (() => Promise<void>) | null;
}

export interface CacheRegistryOptions {
  db: Db;
  clock: Clock;
  /** How to listen on the database; none (a script without a server) and no cache keeps anything. */
  listen: Database['listen'] | null;
  log?: FastifyBaseLogger;
}

/**
 * The caches of one server (one app, one database handle) and the channels that clear them. A cache
 * is made at its first use and from then on listens, through its channels: the registry listens once
 * per channel, whatever number of caches it clears, and clears them all each time listening (re)starts.
 * Until its channels are listened on, a cache keeps nothing it reads (a clear could be missed).
 */
export class CacheRegistry {
  readonly #options: CacheRegistryOptions;
  readonly #caches = new Map<ReadCacheSpec, ReadCache<unknown>>();
  readonly #channels = new Map<string, Channel>();
  #closed = false;

  constructor(options: CacheRegistryOptions) {
    this.#options = options;
  }

  /** The cache `spec` describes, made at its first use; its values are of the type its readers give. */
  cache<T>(spec: ReadCacheSpec): ReadCache<T> {
    const known = this.#caches.get(spec);
    if (known) {
      // A channel whose listening failed is tried again by the next use of a cache it clears.
      if (this.#channels.get(spec.clearedBy)?.state === 'idle') this.#start(spec.clearedBy);
      if (spec.forgottenBy && this.#channels.get(spec.forgottenBy.channel)?.state === 'idle') {
        this.#start(spec.forgottenBy.channel);
      }
      return known as ReadCache<T>;
    }
    const channels = [spec.clearedBy, ...(spec.forgottenBy ? [spec.forgottenBy.channel] : [])];
    const cache = new ReadCache<T>({
      ttlMs: spec.ttlMs,
      clock: this.#options.clock,
      maxEntries: spec.maxEntries,
      spread: spec.spread,
      refreshAheadMs: spec.refreshAheadMs,
      keeps: () => channels.every((channel) => this.#channels.get(channel)?.state === 'listening'),
    });
    this.#caches.set(spec, cache as ReadCache<unknown>);
    this.#add(spec.clearedBy, { onNotify: () => cache.clear(), onListen: () => cache.clear() });
    const { forgottenBy } = spec;
    if (forgottenBy) {
      this.#add(forgottenBy.channel, {
        onNotify: (payload) => {
          const prefix = forgottenBy.keyPrefixOf(payload);
          if (prefix !== null) cache.forgetKeysStartingWith(prefix);
        },
        onListen: () => cache.clear(),
      });
    }
    for (const channel of channels) this.#start(channel);
    return cache;
  }

  /**
   * Calls `subscriber` for every announcement on `channel`, for a cache of its own shape (the sessions'):
   * resolves once the channel is listened on, and rejects when listening cannot start.
   */
  subscribe(channel: string, subscriber: ChannelSubscriber): Promise<void> {
    this.#add(channel, subscriber);
    return this.#start(channel);
  }

  /** Tells this server's subscribers at once, and every server on the database through NOTIFY. */
  async announce(channel: string, payload: string): Promise<void> {
    this.forgetHere(channel, payload);
    await this.#options.db.execute(sql`select pg_notify(${channel}, ${payload})`);
  }

  /** Tells this server's subscribers only: for a NOTIFY sent inside a transaction, once it has committed. */
  forgetHere(channel: string, payload: string): void {
    for (const subscriber of this.#channels.get(channel)?.subscribers ?? []) subscriber.onNotify(payload);
  }

  /** Stops listening (the app closes). */
  async close(): Promise<void> {
    this.#closed = true;
    const channels = [...this.#channels.values()];
    await Promise.all(channels.map((channel) => channel.starting?.catch(() => {})));
    // The database may be closed first; listening then has ended with it.
    await Promise.all(channels.map((channel) => channel.unlisten?.().catch(() => {})));
  }

  #add(name: string, subscriber: ChannelSubscriber): void {
    let channel = this.#channels.get(name);
    if (!channel) {
      channel = { subscribers: [], state: 'idle', starting: null, unlisten: null };
      this.#channels.set(name, channel);
    }
    channel.subscribers.push(subscriber);
  }

  #start(name: string): Promise<void> {
    const channel = this.#channels.get(name);
    const { listen, log } = this.#options;
    if (!channel || channel.state === 'listening') return Promise.resolve();
    if (channel.starting) return channel.starting;
    if (!listen || this.#closed) return Promise.resolve();
    channel.state = 'starting';
    channel.starting = listen(
      name,
      (payload) => {
        for (const subscriber of channel.subscribers) subscriber.onNotify(payload);
      },
      () => {
        channel.state = 'listening';
        for (const subscriber of channel.subscribers) subscriber.onListen();
      },
    ).then(
      (unlisten) => {
        channel.unlisten = unlisten;
        channel.starting = null;
      },
      (error: unknown) => {
        channel.state = 'idle';
        channel.starting = null;
        log?.warn({ err: error, channel: name }, 'listening for cache announcements failed');
        throw error;
      },
    );
    // A cache's first use does not wait for its channel; a subscriber that must awaits what this returns.
    channel.starting.catch(() => {});
    return channel.starting;
  }
}

/** The registry of each database handle a server was built on (app.ts), for code given only the handle. */
const registries = new WeakMap<Db, CacheRegistry>();

/**
 * The caches of the server that owns `db`. A handle no server was built on (a command-line script)
 * gets a registry that listens to nothing, so its caches keep nothing and its announcements only NOTIFY.
 */
export function cachesOf(db: Db): CacheRegistry {
  let registry = registries.get(db);
  if (!registry) {
    registry = new CacheRegistry({ db, clock: systemClock, listen: null });
    registries.set(db, registry);
  }
  return registry;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's caches and the announcements that clear them (platform/cache-registry.ts). */
    caches: CacheRegistry;
  }
}

/**
 * Makes the app's cache registry (`app.caches`, and `cachesOf(app.db)` for code given only the
 * handle) on the app's clock, and stops its listening when the app closes.
 */
export const cacheRegistryPlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    const registry = new CacheRegistry({
      db: app.db,
      clock: app.clock,
      listen: (channel, onNotify, onListen) => database.listen(channel, onNotify, onListen),
      log: app.log,
    });
    registries.set(app.db, registry);
    app.decorate('caches', registry);
    app.addHook('onClose', () => registry.close());
  },
  { name: 'aula-caches', fastify: '5.x', decorators: { fastify: ['db', 'clock'] } },
);
