import { randomUUID } from 'node:crypto';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * What the web app reports of a learner's use of the portal (`analyticsWebApp`). Each row names the
 * account and the session it came from, so one session's login (or start of a batch) counts once
 * however often it is sent.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid()
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    oid: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session's row id (the SHA-256 of its cookie token, as in `sessions`). */
    sessionId: text().notNull(),
    eventType: text().notNull(),
    /** What the event is about beyond the account: the batch of a 'Program Subscribed'; '' for a login. */
    subject: text().notNull().default(''),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex().on(table.sessionId, table.eventType, table.subject),
    index().on(table.oid, table.eventType, table.occurredAt),
  ],
);
