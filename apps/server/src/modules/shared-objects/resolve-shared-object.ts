import type { SharedObjectQuery } from '@aula/contract/shared-objects';
import { and, eq } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import type { Db } from '../../platform/db.ts';
import { isObjectOnInEveryBatch } from '../course/index.ts';

/** Object types whose file a page may show in a frame (media paths of the organisation). */
const framedTypes = new Set(['pdf', 'html', 'interactivity', 'video', 'audio', 'podcast']);

/**
 * The address of the learning object val1-val5 name (program, course, nugget, object, type) in the
 * served organisation's own content: always a media path of that organisation, served under `/media`
 * in its sandbox. Anything that does not resolve, names another organisation, or that the admin
 * switched off in any batch running the course (the link names no batch), is null.
 */
export async function resolveSharedObject(
  db: Db,
  servedOid: string,
  query: SharedObjectQuery,
): Promise<{ ourl: string | null }> {
  if (query.val6 !== undefined && query.val6 !== servedOid) return { ourl: null };
  const [course] = await db
    .select({ details: courses.details })
    .from(courses)
    .where(and(eq(courses.oid, servedOid), eq(courses.pid, query.val1), eq(courses.tid, query.val2)));
  const nugget = course?.details.nuggets.find((each) => each.nid === query.val3);
  const object = nugget?.objects.find((each) => each.oid === query.val4 && each.otype === query.val5);
  if (!nugget || !object) return { ourl: null };
  const path = 'ourl' in object ? object.ourl : undefined;
  if (typeof path !== 'string' || !framedTypes.has(object.otype)) return { ourl: null };
  const on = await isObjectOnInEveryBatch(db, servedOid, {
    tid: query.val2,
    nid: nugget.nid,
    objid: object.oid,
  });
  if (!on) return { ourl: null };
  return {
    ourl: `/media/${encodeURIComponent(servedOid)}/${path.split('/').map(encodeURIComponent).join('/')}`,
  };
}
