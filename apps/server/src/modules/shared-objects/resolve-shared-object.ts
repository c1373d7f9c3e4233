import type { SharedObjectQuery } from '@aula/contract/shared-objects';
import { and, eq } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import type { Config } from '../../platform/config.ts';
import { contentSigner, pageTypes } from '../../platform/content-signer.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { isObjectOnInEveryBatch } from '../course/index.ts';

/** Object types whose file a page may show in a frame (media paths of the organisation). */
const framedTypes = new Set(['pdf', 'html', 'interactivity', 'video', 'audio', 'podcast']);

/** Who a shared link's content address is signed for: anyone holding the link (it is public). */
export const sharedLinkHolder = '-';

/**
 * The address of the learning object val1-val5 name (program, course, nugget, object, type) in the
 * served organisation's own content, on the content origin for anyone holding the link: a page (html,
 * interactivity) under an address signed for its folder, any other file under one signed for that file
 * alone (ADR 0095). Anything that does not resolve, names another organisation, or that the admin
 * switched off in any batch running the course (the link names no batch), is null.
 */
export async function resolveSharedObject(
  { db, files, config }: { db: Db; files: FileStore; config: Config },
  servedOid: string,
  query: SharedObjectQuery,
  now: Date,
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
  const signer = await contentSigner({ files, config }, { oid: servedOid, eid: sharedLinkHolder }, now);
  // A page runs on the content origin (ADR 0083); any other file is a course's, signed for itself (ADR 0095).
  return { ourl: pageTypes.has(object.otype) ? signer.page(path) : signer.file(path) };
}
