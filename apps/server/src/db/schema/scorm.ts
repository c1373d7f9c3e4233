import type { CmiData, ScormStatus, ScormVersion } from '@aula/contract/scorm';
import {
  doublePrecision,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { batchCourses } from './programs.ts';

/*
 * SCORM packages, unpacked from the zips that courses name, and the CMI data each learner's runs of a
 * package keep, per learning object of their batch course.
 */

/** A SCO of a package, in the order of its manifest's default organisation. */
export interface ScormSco {
  identifier: string;
  title: string;
  /** The launch page, relative to the package folder, with the item's parameters. */
  href: string;
  /** From the manifest: 1.2's masteryscore (0 to 100) or 2004's minNormalizedMeasure as a percent. */
  masteryScore: number | null;
}

/** An unpacked package: `path` is the zip's media path; its files are under that path without `.zip`. */
export const scormPackages = pgTable(
  'scorm_packages',
  {
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    path: text().notNull(),
    version: text().$type<ScormVersion>().notNull(),
    title: text().notNull(),
    scos: jsonb().$type<ScormSco[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.oid, table.path] })],
);

/** One learner's CMI data for one SCORM object of a batch course, and what the server reads from it. */
export const scormAttempts = pgTable(
  'scorm_attempts',
  {
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    eid: text().notNull(),
    bcid: text().notNull(),
    objid: text().notNull(),
    version: text().$type<ScormVersion>().notNull(),
    /** The elements the package set, flattened, as last committed. */
    cmi: jsonb().$type<CmiData>().notNull(),
    completionStatus: text().$type<ScormStatus['completionStatus']>().notNull(),
    successStatus: text().$type<ScormStatus['successStatus']>().notNull(),
    scoreScaled: doublePrecision(),
    /** Seconds of the sessions that ended (a terminate commit adds its session time). */
    totalSeconds: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.eid, table.bcid, table.objid] }),
    foreignKey({
      columns: [table.oid, table.bcid],
      foreignColumns: [batchCourses.oid, batchCourses.bcid],
    }).onDelete('cascade'),
  ],
);
