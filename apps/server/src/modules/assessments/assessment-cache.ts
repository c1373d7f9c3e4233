import { and, eq } from 'drizzle-orm';
import { assessments } from '../../db/schema/content.ts';
import type { Db } from '../../platform/db.ts';
import type { AssessmentRow } from './policy.ts';
import { itemsOf } from './policy.ts';
import type { ItemRow } from './question-view.ts';

/** How long an assessment read from the database is trusted without reading it again. */
export const ASSESSMENT_CACHE_MS = 30_000;

/** An assessment (or assignment) and its questions, as an answer save checks answers against them. */
export interface CachedAssessment {
  assessment: AssessmentRow;
  items: readonly ItemRow[];
  byIid: ReadonlyMap<string, ItemRow>;
}

interface Entry extends CachedAssessment {
  readAt: number;
}

/**
 * The assessments this server read lately, with their questions, by organisation and id: during an
 * exam they do not change, and every save needs them. Only a content import changes them; it
 * announces itself on CONTENT_CHANGED_CHANNEL when it commits, and every server then forgets all it
 * holds. An entry is trusted for at most ASSESSMENT_CACHE_MS in any case (ADR 0047). Not an access
 * check: whoever reads it checks enrolment.
 */
export class AssessmentCache {
  readonly #entries = new Map<string, Entry>();
  /** Moves on at every clear; a read that began before it is not stored (it may predate the import). */
  generation = 0;

  async get(db: Db, oid: string, assessid: string, nowMs: number): Promise<CachedAssessment | null> {
    const key = `${oid}\u0000${assessid}`;
    const entry = this.#entries.get(key);
    if (entry && nowMs - entry.readAt < ASSESSMENT_CACHE_MS && nowMs >= entry.readAt) return entry;
    this.#entries.delete(key);
    const generation = this.generation;
    const [assessment] = await db
      .select()
      .from(assessments)
      .where(and(eq(assessments.oid, oid), eq(assessments.assessid, assessid)))
      .limit(1);
    if (!assessment) return null;
    const items = await itemsOf(db, oid, assessid);
    const read: Entry = {
      assessment,
      items,
      byIid: new Map(items.map((item) => [item.iid, item])),
      readAt: nowMs,
    };
    if (generation === this.generation) this.#entries.set(key, read);
    return read;
  }

  clear(): void {
    this.generation += 1;
    this.#entries.clear();
  }
}

/** One cache per database handle, as the session cache (two servers in one test have two handles). */
const caches = new WeakMap<Db, AssessmentCache>();

export function assessmentCacheOf(db: Db): AssessmentCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new AssessmentCache();
    caches.set(db, cache);
  }
  return cache;
}
