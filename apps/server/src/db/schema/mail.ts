import { randomUUID } from 'node:crypto';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';

/** Mail kept instead of sent when no SMTP server is configured; the development mailbox shows it. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid()
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.to, table.createdAt)],
);
