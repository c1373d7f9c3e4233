import type { PackageReport } from '@aula/contract/package-report';
import type { CourseFileType } from '@aula/contract/staff-course-files';
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';

/**
 * A file an admin uploaded for learning objects (ADR 0090): `ourl` is the media path a course object
 * points to (a SCORM package's zip, an HTML zip's launch page, or the file itself), with the package's
 * validation report and a video's captions. Refused packages leave no row.
 */
export const courseFiles = pgTable(
  'course_files',
  {
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    ourl: text().notNull(),
    otype: text().$type<CourseFileType>().notNull(),
    /** The name the file had on the admin's computer. */
    name: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    uploadedBy: text().notNull(),
    uploadedAt: timestamp({ withTimezone: true }).notNull(),
    report: jsonb().$type<PackageReport>(),
    /** The media path of a video's WebVTT captions. */
    captions: text(),
  },
  (table) => [primaryKey({ columns: [table.oid, table.ourl] }), index().on(table.oid, table.uploadedAt)],
);
