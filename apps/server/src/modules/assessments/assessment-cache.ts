import { and, eq } from 'drizzle-orm';
import { assessments } from '../../db/schema/content.ts';
import { cachesOf, type ReadCacheSpec } from '../../platform/cache-registry.ts';
import type { Db } from '../../platform/db.ts';
import type { ReadCache } from '../../platform/read-cache.ts';
import { CONTENT_CHANGED_CHANNEL } from '../content/index.ts';
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

/**
 * The assessments this server read lately, with their questions, by organisation and id: during an
 * exam they do not change, and every save needs them. Only a content import changes them; it
 * announces itself on CONTENT_CHANGED_CHANNEL when it commits, and every server then forgets all it
 * holds. An entry is trusted for at most ASSESSMENT_CACHE_MS in any case (ADR 0047). Not an access
 * check: whoever reads it checks enrolment.
 */
const ASSESSMENTS: ReadCacheSpec = {
  name: 'assessments with their questions by organisation and assessid',
  ttlMs: ASSESSMENT_CACHE_MS,
  clearedBy: CONTENT_CHANGED_CHANNEL,
};

/** This server's cache of assessments (a test that changes one behind the import's back clears it). */
export function assessmentCacheOf(db: Db): ReadCache<CachedAssessment | null> {
  return cachesOf(db).cache<CachedAssessment | null>(ASSESSMENTS);
}

/** Assessment `assessid` of organisation `oid` with its questions, or null when there is none. */
export function cachedAssessment(db: Db, oid: string, assessid: string): Promise<CachedAssessment | null> {
  return assessmentCacheOf(db).get(`${oid}\u0000${assessid}`, async () => {
    const [assessment] = await db
      .select()
      .from(assessments)
      .where(and(eq(assessments.oid, oid), eq(assessments.assessid, assessid)))
      .limit(1);
    if (!assessment) return null;
    const items = await itemsOf(db, oid, assessid);
    return { assessment, items, byIid: new Map(items.map((item) => [item.iid, item])) };
  });
}
