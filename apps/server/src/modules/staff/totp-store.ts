import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { staffTotp } from '../../db/schema/staff.ts';
import type { Db } from '../../platform/db.ts';

export type TotpRow = typeof staffTotp.$inferSelect;

export async function findTotp(db: Db, userId: string): Promise<TotpRow | undefined> {
  const [row] = await db.select().from(staffTotp).where(eq(staffTotp.userId, userId)).limit(1);
  return row;
}

/**
 * Keeps a new secret, unconfirmed, for an account not yet enrolled (replacing an unconfirmed one), in
 * one statement. False when the account has a confirmed secret: only an admin or a recovery code resets
 * a second factor.
 */
export async function storeUnconfirmedSecret(
  db: Db,
  { userId, oid }: { userId: string; oid: string },
  secret: string,
): Promise<boolean> {
  const stored = await db
    .insert(staffTotp)
    .values({ userId, oid, secret, confirmedAt: null, lastStep: null })
    .onConflictDoUpdate({
      target: staffTotp.userId,
      set: { secret, lastStep: null },
      setWhere: isNull(staffTotp.confirmedAt),
    })
    .returning({ userId: staffTotp.userId });
  return stored.length > 0;
}

/**
 * Confirms the unconfirmed secret that a code was checked against, noting the code's step as used.
 * False when it changed meanwhile (confirmed by another request, or replaced by a new enrolment).
 */
export async function confirmSecret(
  db: Db,
  userId: string,
  secret: string,
  step: number,
  now: Date,
): Promise<boolean> {
  const confirmed = await db
    .update(staffTotp)
    .set({ confirmedAt: now, lastStep: step })
    .where(and(eq(staffTotp.userId, userId), eq(staffTotp.secret, secret), isNull(staffTotp.confirmedAt)))
    .returning({ userId: staffTotp.userId });
  return confirmed.length > 0;
}

/**
 * Accepts a code's time step only if it is later than the last one accepted, in one conditional
 * statement: no code works twice, even when two requests bring it at once (one of them updates the row,
 * the other then finds the step taken).
 */
export async function acceptStep(db: Db, userId: string, step: number): Promise<boolean> {
  const accepted = await db
    .update(staffTotp)
    .set({ lastStep: step })
    .where(
      and(
        eq(staffTotp.userId, userId),
        isNotNull(staffTotp.confirmedAt),
        or(isNull(staffTotp.lastStep), lt(staffTotp.lastStep, step)),
      ),
    )
    .returning({ userId: staffTotp.userId });
  return accepted.length > 0;
}
