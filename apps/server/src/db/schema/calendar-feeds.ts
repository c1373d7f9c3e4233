import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { organisations } from './organisations.ts';

/**
 * A learner's private calendar feed, served at `/calendar/<token>.ics` to calendar apps, which carry no
 * session cookie: the token is the only credential. It is kept as it is (not hashed) because the
 * learner must be able to see and copy the address again; it is 32 random bytes and reads nothing but
 * the learner's event titles, and renewing or revoking the feed replaces or removes it.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    /** base64url of 32 random bytes (43 characters). */
    token: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex().on(table.token)],
);
