import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';

const moment = () => timestamp({ withTimezone: true });
const orgId = () =>
  text()
    .notNull()
    .references(() => organisations.oid, { onDelete: 'cascade' });

/**
 * An upload address the server signed (ADR 0062): who may claim it (a learner's eid, or a visitor
 * holding the row's id), for what (`purpose`, and `scope`: the assessment, assignment, objective or
 * application it belongs to), under which stored name, and the key, size and type signed. The address
 * is refused once a file is there or the grant is claimed; a claim copies the checked bytes to
 * `fileKey`, a key no address was ever signed for. Unclaimed grants are purged with their bytes after
 * the claim window; a claimed grant's signed key is emptied once its address has expired.
 */
export const uploadGrants = pgTable(
  'upload_grants',
  {
    id: uuid()
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    oid: orgId(),
    /** The learner's username; null for a visitor's upload (claimed by the row's id instead). */
    eid: text(),
    purpose: text().notNull(),
    scope: text().notNull().default(''),
    storedName: text().notNull(),
    /** The key the address was signed for: never read once the grant is claimed. */
    uploadKey: text().notNull(),
    size: integer().notNull(),
    contentType: text().notNull(),
    createdAt: moment().notNull(),
    /** When the signed address stops working. */
    expiresAt: moment().notNull(),
    /** When the local driver's address took its one file (an S3 address takes files until it expires). */
    receivedAt: moment(),
    claimedAt: moment(),
    /** Where the claim copied the bytes (a stored_files row once they passed the checks). */
    fileKey: text(),
    /** When the signed key of a claimed grant was emptied. */
    clearedAt: moment(),
  },
  (table) => [
    uniqueIndex().on(table.uploadKey),
    index().on(table.oid, table.eid, table.purpose, table.storedName),
    index().on(table.createdAt),
    // The purge's second look: claimed grants whose signed key is still to be emptied.
    index().on(table.expiresAt).where(sql`${table.clearedAt} is null`),
  ],
);

/** A file a learner uploaded that passed its checks, at a key no upload address was signed for. */
export const storedFiles = pgTable(
  'stored_files',
  {
    fileKey: text().primaryKey(),
    oid: orgId(),
    /** Whose storage quota it counts against; null for a visitor's file. */
    eid: text(),
    purpose: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    /** Of the bytes as stored, lowercase hex. */
    sha256: text().notNull(),
    contentType: text().notNull(),
    grantId: uuid().notNull(),
    storedAt: moment().notNull(),
  },
  (table) => [index().on(table.oid, table.eid)],
);
