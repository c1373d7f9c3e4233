import type { Output } from '@aula/contract/operation';
import type { importPartnerRecords, previewPartnerImport } from '@aula/contract/staff-partner-import';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { partnerRegistrations } from '../../db/schema/partner-registrations.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { universityTimeOf } from '../organisation/index.ts';
import { type ReadRow, readPartnerCsv } from './partner-csv.ts';

/** The e-mails of the rows the organisation already holds a record of. */
async function knownEmails(db: Db, oid: string, rows: readonly ReadRow[]): Promise<Set<string>> {
  const emails = [...new Set(rows.map((row) => row.email).filter((email) => email !== ''))];
  if (emails.length === 0) return new Set();
  const found = await db
    .select({ email: partnerRegistrations.email })
    .from(partnerRegistrations)
    .where(and(eq(partnerRegistrations.oid, oid), inArray(partnerRegistrations.email, emails)));
  return new Set(found.map((row) => row.email));
}

async function judged(db: Db, oid: string, rows: readonly ReadRow[]) {
  const known = await knownEmails(db, oid, rows);
  return rows.map((row) => ({
    ...row,
    action: row.errors.length > 0 ? null : known.has(row.email) ? ('update' as const) : ('create' as const),
  }));
}

/** The rows of a partner CSV with what an import would do to each; nothing is written. */
export async function previewPartnerCsv(
  db: Db,
  actor: SessionUser,
  csv: string,
  now: Date,
): Promise<Output<typeof previewPartnerImport>> {
  const today = (await universityTimeOf(db, actor.oid)).day(now);
  return { rows: await judged(db, actor.oid, readPartnerCsv(csv, today)) };
}

/**
 * Writes the valid rows of a partner CSV (by e-mail: created, or updated), in one transaction with
 * its audit line, and answers the refused rows with their problems.
 */
export async function importPartnerCsv(
  db: Db,
  actor: SessionUser,
  csv: string,
  { ip, now }: { ip: string; now: Date },
): Promise<Output<typeof importPartnerRecords>> {
  const read = readPartnerCsv(csv, (await universityTimeOf(db, actor.oid)).day(now));
  return db.transaction(async (tx) => {
    const rows = await judged(tx, actor.oid, read);
    const valid = rows.filter((row) => row.action !== null);
    for (let start = 0; start < valid.length; start += 500) {
      await tx
        .insert(partnerRegistrations)
        .values(
          valid.slice(start, start + 500).map((row) => ({
            oid: actor.oid,
            email: row.email,
            firstName: row.firstName,
            lastName: row.lastName,
            learningCenter: row.learningCenter,
            learningCenterName: row.learningCenterName,
            registeredOn: row.registeredOn,
          })),
        )
        .onConflictDoUpdate({
          target: [partnerRegistrations.oid, partnerRegistrations.email],
          set: {
            firstName: sql`excluded.first_name`,
            lastName: sql`excluded.last_name`,
            learningCenter: sql`excluded.learning_center`,
            learningCenterName: sql`excluded.learning_center_name`,
            registeredOn: sql`excluded.registered_on`,
          },
        });
    }
    const created = valid.filter((row) => row.action === 'create').length;
    const refused = rows.filter((row) => row.action === null);
    await recordAudit(tx, {
      oid: actor.oid,
      actor: { userId: actor.userId, eid: actor.eid },
      action: 'partners.import',
      after: { created, updated: valid.length - created, refused: refused.length },
      ip,
      at: now,
    });
    return { created, updated: valid.length - created, refused };
  });
}
