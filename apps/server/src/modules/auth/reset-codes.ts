import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { passwordResetCodes } from '../../db/schema/auth.ts';
import { addMinutes } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';

export const RESET_CODE_MINUTES = 10;
export const RESET_CODE_TRIES = 5;

export type ResetCodeRow = typeof passwordResetCodes.$inferSelect;

/** The row id salts the hash, so equal codes of two users never share a stored value. */
function codeHashOf(id: string, code: string): string {
  return createHash('sha256').update(`${id}:${code}`).digest('hex');
}

export function codeMatches(row: ResetCodeRow, code: string): boolean {
  return timingSafeEqual(Buffer.from(codeHashOf(row.id, code)), Buffer.from(row.codeHash));
}

/** A new random 6-digit code for the user; any earlier code of theirs stops working. */
export async function issueResetCode(db: Db, user: { id: string; oid: string }, now: Date): Promise<string> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const id = randomUUID();
  await db.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
  await db.insert(passwordResetCodes).values({
    id,
    oid: user.oid,
    userId: user.id,
    codeHash: codeHashOf(id, code),
    createdAt: now,
    expiresAt: addMinutes(now, RESET_CODE_MINUTES),
  });
  return code;
}

export async function latestResetCode(db: Db, userId: string): Promise<ResetCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(eq(passwordResetCodes.userId, userId))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  return row;
}
