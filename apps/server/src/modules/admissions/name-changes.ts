import type { Output } from '@aula/contract/operation';
import { staffMessages } from '@aula/contract/staff-messages';
import {
  type decideNameChange,
  type listNameChanges,
  nameChangesPageSize,
} from '@aula/contract/staff-name-changes';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { profiles } from '../../db/schema/account.ts';
import { users } from '../../db/schema/auth.ts';
import { nameChangeRequests } from '../../db/schema/name-change-requests.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { announceAccountChanged } from '../auth/index.ts';
import { notifyLearner } from '../notifications/index.ts';
import { nameChangeScope } from './policy.ts';

const pendingInScope = (actor: SessionUser) =>
  and(
    eq(nameChangeRequests.oid, actor.oid),
    eq(nameChangeRequests.status, 'pending'),
    nameChangeScope(actor, sql`${nameChangeRequests.eid}`),
  );

/** The pending changes of name the actor decides, oldest first, a page at a time. */
export async function listPendingNameChanges(
  db: Db,
  actor: SessionUser,
  page: number,
): Promise<Output<typeof listNameChanges>> {
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: nameChangeRequests.id,
        eid: nameChangeRequests.eid,
        email: sql<string>`coalesce(${users.email}, ${nameChangeRequests.eid})`,
        currentName: nameChangeRequests.currentName,
        givenName: nameChangeRequests.givenName,
        familyName: nameChangeRequests.familyName,
        requestedAt: nameChangeRequests.requestedAt,
      })
      .from(nameChangeRequests)
      .leftJoin(users, eq(users.id, nameChangeRequests.userId))
      .where(pendingInScope(actor))
      .orderBy(asc(nameChangeRequests.requestedAt), asc(nameChangeRequests.id))
      .limit(nameChangesPageSize)
      .offset(page * nameChangesPageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(nameChangeRequests).where(pendingInScope(actor)),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, requestedAt: row.requestedAt.toISOString() })),
    total: Number(count?.total ?? 0),
  };
}

type Body = z.output<typeof decideNameChange.body>;

const noSuchRequest = () => new AppError('NOT_FOUND', staffMessages.noSuchNameChange, { id: 'not found' });

/**
 * Approves or refuses a pending change of name (ADR 0064), in one transaction with its audit line and
 * the learner's notification. An approval gives the account and the profile the name asked for; a
 * certificate already issued keeps the name it was issued under. A request outside the actor's scope
 * is answered as one that does not exist.
 */
export async function decidePendingNameChange(
  db: Db,
  actor: SessionUser,
  body: Body,
  { ip, now }: { ip: string; now: Date },
): Promise<Output<typeof decideNameChange>> {
  const status = body.decision === 'approve' ? 'approved' : 'refused';
  const userId = await db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(nameChangeRequests)
      .where(and(eq(nameChangeRequests.id, body.id), pendingInScope(actor)))
      .for('update');
    if (!request) throw noSuchRequest();
    if (request.eid === actor.eid) {
      throw new AppError('FORBIDDEN', staffMessages.ownNameChange, {
        id: 'your own request',
      });
    }
    const requestedName = [request.givenName, request.familyName].filter(Boolean).join(' ');
    await tx
      .update(nameChangeRequests)
      .set({ status, decidedAt: now })
      .where(eq(nameChangeRequests.id, request.id));
    if (status === 'approved') {
      await tx.update(users).set({ name: requestedName }).where(eq(users.id, request.userId));
      await tx
        .update(profiles)
        .set({ uname: request.givenName, lastname: request.familyName, updatedAt: now })
        .where(and(eq(profiles.oid, request.oid), eq(profiles.eid, request.eid)));
    }
    await recordAudit(tx, {
      oid: actor.oid,
      actor: { userId: actor.userId, eid: actor.eid },
      action: `nameChange.${body.decision}`,
      subjectKind: 'account',
      subjectId: request.eid,
      before: { name: request.currentName, status: 'pending' },
      after: { name: status === 'approved' ? requestedName : request.currentName, status },
      ip,
      at: now,
    });
    await notifyLearner(tx, {
      oid: actor.oid,
      eid: request.eid,
      kind: 'name-change',
      title:
        status === 'approved' ? 'Your change of name is approved' : 'Your change of name was not approved',
      msg:
        status === 'approved'
          ? `Your records now carry the name ${requestedName}. Certificates already issued keep the name they were issued under.`
          : `Your records keep the name ${request.currentName}.`,
      link: '/profile',
      at: now,
    });
    return request.userId;
  });
  // After the commit: every server reads the account's sessions again, with the name approved.
  if (status === 'approved') await announceAccountChanged(db, userId);
  return { status };
}
