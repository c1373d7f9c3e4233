import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { organisations } from './organisations.ts';

const moment = () => timestamp({ withTimezone: true });

/**
 * A change of legal name that waits for staff: once a learner holds a certificate or has submitted an
 * application, the name on their records changes only when the university approves it (the staff
 * screens decide it). The name asked for is kept as the profile's given and family names; the name the
 * account had then stays on the account, its certificates and applications until the decision. A
 * learner has at most one request pending; asking again replaces it.
 */
export const nameChangeRequests = pgTable(
  'name_change_requests',
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
    eid: text().notNull(),
    /** The account's name when the change was asked for. */
    currentName: text().notNull(),
    givenName: text().notNull(),
    familyName: text().notNull(),
    status: text().$type<'pending' | 'approved' | 'refused'>().notNull().default('pending'),
    requestedAt: moment().notNull(),
    decidedAt: moment(),
  },
  (table) => [
    uniqueIndex('name_change_requests_one_pending')
      .on(table.oid, table.eid)
      .where(sql`${table.status} = 'pending'`),
  ],
);
