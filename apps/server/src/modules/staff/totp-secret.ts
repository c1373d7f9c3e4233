import { and, eq } from 'drizzle-orm';
import { staffTotp } from '../../db/schema/staff.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import { isSealed, settingsCipherOf } from '../../platform/settings-cipher.ts';

/*
 * A staff account's TOTP secret at rest (ADR 0093, amended): sealed with the organisation settings'
 * cipher, so a copy of the database alone does not give anyone the codes. A secret written plain (by
 * a content import, which has no key, or before this change) is read as it is and sealed when the
 * server starts (`sealPlainTotpSecrets`). A sealed secret this server's key cannot open reads as null:
 * its codes never match (recovery codes still work, and an admin may reset the second factor).
 */

export async function sealTotpSecret(config: Config, secret: string): Promise<string> {
  return (await settingsCipherOf(config)).encrypt(secret);
}

export async function openTotpSecret(config: Config, stored: string): Promise<string | null> {
  return isSealed(stored) ? (await settingsCipherOf(config)).decrypt(stored) : stored;
}

/**
 * Seals every secret stored plain (one row per staff account: read whole), each row only if it still
 * holds the value read. Answers how many.
 */
export async function sealPlainTotpSecrets(db: Db, config: Config): Promise<number> {
  const rows = await db.select({ userId: staffTotp.userId, secret: staffTotp.secret }).from(staffTotp);
  let sealed = 0;
  for (const { userId, secret } of rows.filter((row) => !isSealed(row.secret))) {
    const updated = await db
      .update(staffTotp)
      .set({ secret: await sealTotpSecret(config, secret) })
      .where(and(eq(staffTotp.userId, userId), eq(staffTotp.secret, secret)))
      .returning({ userId: staffTotp.userId });
    sealed += updated.length;
  }
  return sealed;
}
