import type { PendingName } from '@aula/contract/profile';
import { and, eq, gte, sql } from 'drizzle-orm';
import { applications } from '../../db/schema/applications.ts';
import { nameChangeRequests } from '../../db/schema/name-change-requests.ts';
import { certificates } from '../../db/schema/records.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';

/** pstatus from which an application has been submitted (2 submitted, 3 approved, later decisions). */
const submittedStatus = 2;

/** The account's name as the profile's given and family names: the first word, then the rest. */
export function profileNamesOf(accountName: string): { uname: string; lastname: string } {
  const [uname = '', ...rest] = accountName.split(' ');
  return { uname, lastname: rest.join(' ') };
}

/** The name the account takes from the profile's given and family names. */
export function accountNameOf(uname: string, lastname: string): string {
  return [uname, lastname].filter(Boolean).join(' ');
}

/**
 * Whether a change of the learner's name waits for the university: once they hold a certificate or
 * have submitted an application, their name is on records the university has signed or is judging.
 */
export async function nameNeedsApproval(db: Db, user: SessionUser): Promise<boolean> {
  const [[certificate], [application]] = await Promise.all([
    db
      .select({ certno: certificates.certno })
      .from(certificates)
      .where(and(eq(certificates.oid, user.oid), eq(certificates.eid, user.eid)))
      .limit(1),
    db
      .select({ id: applications.applicationid })
      .from(applications)
      .where(
        and(
          eq(applications.oid, user.oid),
          eq(applications.eid, user.eid),
          gte(applications.pstatus, submittedStatus),
        ),
      )
      .limit(1),
  ]);
  return certificate !== undefined || application !== undefined;
}

/** The learner's change of name waiting for the university, or null. */
export async function pendingName(db: Db, user: SessionUser): Promise<PendingName | null> {
  const [row] = await db
    .select()
    .from(nameChangeRequests)
    .where(
      and(
        eq(nameChangeRequests.oid, user.oid),
        eq(nameChangeRequests.eid, user.eid),
        eq(nameChangeRequests.status, 'pending'),
      ),
    );
  if (!row) return null;
  return { uname: row.givenName, lastname: row.familyName, requestedAt: row.requestedAt.toISOString() };
}

/** Keeps the name asked for as the learner's one pending request (replacing an earlier one). */
export async function requestNameChange(
  db: Db,
  user: SessionUser,
  request: { currentName: string; uname: string; lastname: string; now: Date },
): Promise<void> {
  const values = {
    currentName: request.currentName,
    givenName: request.uname,
    familyName: request.lastname,
    requestedAt: request.now,
  };
  await db
    .insert(nameChangeRequests)
    .values({ oid: user.oid, userId: user.userId, eid: user.eid, ...values })
    .onConflictDoUpdate({
      target: [nameChangeRequests.oid, nameChangeRequests.eid],
      targetWhere: sql`${nameChangeRequests.status} = 'pending'`,
      set: values,
    });
}
