import { foreignKey, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { batchCourses } from './programs.ts';

/** Who teaches a batch course (the spec's course instructor); displayed only. */
export const courseInstructors = pgTable(
  'course_instructors',
  {
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    bcid: text().notNull(),
    name: text().notNull(),
    designation: text().notNull(),
    org: text().notNull(),
    pic: text().notNull(),
    /** For messages to the instructor; never sent to learners. */
    emailid: text(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.bcid] }),
    foreignKey({
      columns: [table.oid, table.bcid],
      foreignColumns: [batchCourses.oid, batchCourses.bcid],
    }).onDelete('cascade'),
  ],
);
