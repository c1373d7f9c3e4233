import { hash } from 'node:crypto';
import { recoveryCodeCount } from '@aula/contract/staff';
import { and, count, eq, isNull } from 'drizzle-orm';
import { staffRecoveryCodes } from '../../db/schema/staff.ts';
import type { Db } from '../../platform/db.ts';
import { randomCode } from '../../platform/random-code.ts';

const recoveryAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Codes are stored as their SHA-256 (62 random bits each: no salt or slow hash is needed). */
function hashOf(code: string): string {
  return hash('sha256', code.trim().toLowerCase(), 'hex');
}

/**
 * Ten new one-time recovery codes (`k3f9-x2mq-8d0a`) for the account, replacing any it had; answered
 * once, to be shown once. Call it in the transaction that confirms the enrolment.
 */
export async function replaceRecoveryCodes(db: Db, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, () => randomCode(recoveryAlphabet, 3, 4));
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await db
    .insert(staffRecoveryCodes)
    .values(codes.map((code) => ({ codeHash: hashOf(code), userId, createdAt: now })));
  return codes;
}

/**
 * Uses up one recovery code of the account, in one statement: of two requests with the same code, one
 * gets true. False for a code it does not have, or has used.
 */
export async function useRecoveryCode(db: Db, userId: string, code: string, now: Date): Promise<boolean> {
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.codeHash, hashOf(code)),
        eq(staffRecoveryCodes.userId, userId),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ codeHash: staffRecoveryCodes.codeHash });
  return used.length > 0;
}

/** How many unused recovery codes the account has left. */
export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}
