import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@aula/contract/operation';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { organisations } from './organisations.ts';

const moment = () => timestamp({ withTimezone: true });

/**
 * A role a staff account holds, with its scope (ADR 0066): a counsellor's programme (pid), an
 * instructor's course, or null for the whole organisation. An account holding any row is a staff
 * account: it signs in with a second factor and its sessions are shorter.
 */
export const staffGrants = pgTable(
  'staff_grants',
  {
    id: uuid()
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().$type<StaffRole>().notNull(),
    scope: text(),
    grantedAt: moment().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('staff_grants_one_per_scope').on(table.userId, table.role, sql`coalesce(${table.scope}, '')`),
  ],
);

/**
 * A staff account's TOTP secret (RFC 6238, base32). Unconfirmed until the first code from the app;
 * `lastStep` is the time step of the last code accepted, so that no code is accepted twice.
 */
export const staffTotp = pgTable('staff_totp', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  oid: text().notNull(),
  secret: text().notNull(),
  confirmedAt: moment(),
  lastStep: integer(),
});

/** A one-time recovery code of a staff account, stored as its SHA-256; used once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    codeHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: moment().notNull(),
    usedAt: moment(),
  },
  (table) => [index().on(table.userId)],
);

/**
 * The audit log: every staff action and every staff sign-in, who, what, which subject, when, before and
 * after, from which address. Append-only: the application has no path that updates or deletes a row,
 * and the database refuses both (a trigger, migration 0005). The actor's e-mail is copied, so that
 * the line still says who after the account is gone.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    oid: text().notNull(),
    at: moment().notNull(),
    actorUserId: uuid(),
    actorEid: text(),
    action: text().notNull(),
    subjectKind: text(),
    subjectId: text(),
    before: jsonb(),
    after: jsonb(),
    ip: text(),
  },
  (table) => [
    index().on(table.oid, table.at),
    index().on(table.oid, table.actorEid, table.at),
    index().on(table.oid, table.subjectId),
  ],
);

/**
 * A counsellor's decision on an application (ADR 0067): a row per decision, never changed; the
 * application's pstatus and version move with it in the same transaction.
 */
export const applicationDecisions = pgTable(
  'application_decisions',
  {
    id: uuid()
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    applicationid: text().notNull(),
    decision: text().$type<'approve' | 'return' | 'reject'>().notNull(),
    message: text(),
    fromStatus: integer().notNull(),
    toStatus: integer().notNull(),
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedByName: text().notNull(),
    decidedAt: moment().notNull(),
  },
  (table) => [index().on(table.oid, table.applicationid, table.decidedAt)],
);
