import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { announceContentChanged, changeContent } from '../content/index.ts';

export interface ChangeContext {
  db: Db;
  actor: SessionUser;
  now: Date;
  ip: string;
}

/**
 * One authored change of the catalogue: made in a transaction with its audit line, and announced to
 * every server when it commits, so the public catalogue and every cache of the content are read again
 * (ADR 0012, 0051), exactly as after an import.
 */
export async function changeCatalogue<T>(
  { db, actor, now, ip }: ChangeContext,
  audit: { action: string; subjectKind?: 'program' | 'batch'; subjectId?: string },
  change: (tx: Db) => Promise<{ result: T; before?: unknown; after?: unknown }>,
): Promise<T> {
  return changeContent(db, actor.oid, async (tx) => {
    const { result, before, after } = await change(tx);
    await recordAudit(tx, {
      oid: actor.oid,
      actor: { userId: actor.userId, eid: actor.eid },
      action: `catalogue.${audit.action}`,
      subjectKind: audit.subjectKind,
      subjectId: audit.subjectId,
      before,
      after,
      ip,
      at: now,
    });
    await announceContentChanged(tx, actor.oid);
    return result;
  });
}
