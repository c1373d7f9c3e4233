import { defaultTimeZone } from '@aula/contract/time-zone';
import { eq, sql } from 'drizzle-orm';
import { organisations } from '../../db/schema/organisations.ts';
import type { Db } from '../../platform/db.ts';
import { type UniversityTime, universityTimeIn } from '../../platform/university-time.ts';

/** How long a server trusts an organisation's time zone without reading it again (an import clears it). */
export const TIME_ZONE_CACHE_MS = 60_000;

/**
 * The organisation's time zone as stored, read now: Asia/Kolkata when its profile names none (a bundle
 * imported before the setting existed) or when there is no such organisation.
 */
export async function readUniversityTime(db: Db, oid: string): Promise<UniversityTime> {
  const [row] = await db
    .select({ timeZone: sql<string | null>`${organisations.profile}->>'timeZone'` })
    .from(organisations)
    .where(eq(organisations.oid, oid))
    .limit(1);
  return universityTimeIn(row?.timeZone ?? defaultTimeZone);
}

/**
 * Per organisation, the time zone this server read lately. Every call that writes a university time
 * asks for it, the exam pages' included, so it is read at most once a minute per server; a content
 * import (the one writer of the setting) clears it on every server when it commits.
 */
export class UniversityTimeCache {
  readonly #entries = new Map<string, { value: Promise<UniversityTime>; readAt: number }>();
  /** Moves on at every clear; a read that began before it is not kept (it may predate the import). */
  #generation = 0;

  get(db: Db, oid: string): Promise<UniversityTime> {
    const nowMs = performance.now();
    const entry = this.#entries.get(oid);
    if (entry && nowMs - entry.readAt < TIME_ZONE_CACHE_MS) return entry.value;
    const generation = this.#generation;
    const value = readUniversityTime(db, oid);
    this.#entries.set(oid, { value, readAt: nowMs });
    const forget = () => {
      if (this.#entries.get(oid)?.value === value) this.#entries.delete(oid);
    };
    value.then(() => {
      if (generation !== this.#generation) forget();
    }, forget);
    return value;
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}

const caches = new WeakMap<Db, UniversityTimeCache>();

/** This database's cache of time zones (the composition root clears it when content changes). */
export function universityTimeCacheOf(db: Db): UniversityTimeCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new UniversityTimeCache();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The university time of organisation `oid`: its moments, days and day bounds in the organisation's
 * time zone. The one way a module learns it; cached, so hot paths pay no query for it.
 */
export function universityTimeOf(db: Db, oid: string): Promise<UniversityTime> {
  return universityTimeCacheOf(db).get(db, oid);
}
