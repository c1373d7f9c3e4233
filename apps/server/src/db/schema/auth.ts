import { randomUUID } from 'node:crypto';
import type { Role } from '@aula/contract/auth';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';

const moment = () => timestamp({ withTimezone: true });

/** An account of one organisation; the username (eid) is the lowercased e-mail. */
export const users = pgTable(
  'users',
  {
    id: uuid()
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    eid: text().notNull(),
    email: text().notNull(),
    name: text().notNull(),
    /** argon2id, in the PHC string format (parameters travel with the hash). */
    passwordHash: text().notNull(),
    confirmed: boolean().notNull().default(false),
    /** Created with a temporary password (import or staff): must choose their own before anything else. */
    mustChangePassword: boolean().notNull().default(false),
    role: text().$type<Role>().notNull().default('learner'),
    createdAt: moment().notNull().defaultNow(),
    passwordChangedAt: moment(),
  },
  (table) => [uniqueIndex().on(table.oid, table.eid)],
);

/** A server-side session; the row's id is the SHA-256 of the cookie's random token, never the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    oid: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: moment().notNull(),
    /** Moved on at most once a minute; the idle expiry counts from here. */
    lastSeenAt: moment().notNull(),
    /** The absolute expiry: the session ends then however active it is. */
    expiresAt: moment().notNull(),
    ip: text(),
    userAgent: text(),
    /** When a staff account gave its second factor in this session; staff operations need it (ADR 0066). */
    secondFactorAt: moment(),
  },
  (table) => [index().on(table.userId), index().on(table.expiresAt)],
);

/** The token of an e-mailed verification link, stored as its SHA-256; single use, 24 hours. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text().primaryKey(),
    oid: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: moment().notNull(),
    expiresAt: moment().notNull(),
    usedAt: moment(),
  },
  (table) => [index().on(table.userId)],
);

/** A mailed 6-digit reset code, stored as SHA-256 of the row id and the code; 10 minutes, 5 tries, once. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: uuid().primaryKey(),
    oid: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    createdAt: moment().notNull(),
    expiresAt: moment().notNull(),
    attempts: integer().notNull().default(0),
    usedAt: moment(),
  },
  (table) => [index().on(table.userId)],
);

/**
 * Attempt counters of the rate limits (sign-in, codes, mails), per account and per address. They live in
 * PostgreSQL so a block holds across restarts and across servers. Keys name their organisation when they
 * are per account; per-address keys are not an organisation's data.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    windowStart: moment().notNull(),
    count: integer().notNull(),
    blockedUntil: moment(),
  },
  (table) => [index().on(table.windowStart)],
);
