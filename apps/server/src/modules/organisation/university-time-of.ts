import { defaultTimeZone } from '@aula/contract/time-zone';
import { eq, sql } from 'drizzle-orm';
import { organisations } from '../../db/schema/organisations.ts';
import { cachesOf, type ReadCacheSpec } from '../../platform/cache-registry.ts';
import type { Db } from '../../platform/db.ts';
import { type UniversityTime, universityTimeIn } from '../../platform/university-time.ts';
import { CONTENT_CHANGED_CHANNEL } from '../content/index.ts';

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
const TIME_ZONES: ReadCacheSpec = {
  name: 'time zones by organisation',
  ttlMs: TIME_ZONE_CACHE_MS,
  clearedBy: CONTENT_CHANGED_CHANNEL,
};

/**
 * The university time of organisation `oid`: its moments, days and day bounds in the organisation's
 * time zone. The one way a module learns it; cached, so hot paths pay no query for it.
 */
export function universityTimeOf(db: Db, oid: string): Promise<UniversityTime> {
  return cachesOf(db)
    .cache<UniversityTime>(TIME_ZONES)
    .get(oid, () => readUniversityTime(db, oid));
}
