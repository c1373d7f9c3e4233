import type {
  CmiData,
  ScormControlMode,
  ScormStatus,
  ScormTocItem,
  ScormVersion,
} from '@aula/contract/scorm';
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
 * package keep, per learning object of their batch course and SCO of the package.
 */

/** A SCORM 2004 objective the manifest declares on an item (`imsss:primaryObjective` or `imsss:objective`). */
export interface ScormObjective {
  id: string;
  primary: boolean;
}

/**
 * A SCO of a package, in the order of its manifest's default organisation, with what its item declares
 * for the runtime (ADR 0087). The optional fields are absent in packages installed before they were read.
 */
export interface ScormSco {
  identifier: string;
  title: string;
  /** The launch page, relative to the package folder, with the item's parameters. */
  href: string;
  /** From the manifest: 1.2's masteryscore (0 to 100) or 2004's minNormalizedMeasure as a percent. */
  masteryScore: number | null;
  /** 2004: the objectives declared, primary first, loaded into `cmi.objectives` at launch. */
  objectives?: ScormObjective[];
  /** 2004: `adlcp:completionThreshold` (0 to 1): progress measure at which the SCO is complete. */
  completionThreshold?: number | null;
  /** `adlcp:datafromlms` / `adlcp:dataFromLMS`: given to the SCO as `cmi.launch_data`. */
  dataFromLms?: string | null;
  /** 1.2's `adlcp:maxtimeallowed` or 2004's `attemptAbsoluteDurationLimit`, in the version's notation. */
  maxTimeAllowed?: string | null;
  /** `adlcp:timelimitaction` / `adlcp:timeLimitAction`: what the SCO should do when the time is up. */
  timeLimitAction?: string | null;
}

/**
 * A SCORM 2004 rollup rule of the organisation that Aula runs (ADR 0087): when the condition holds for
 * all or any of the SCOs, the package counts completed or satisfied (passed).
 */
export interface ScormRollupRule {
  childActivitySet: 'all' | 'any';
  conditionCombination: 'all' | 'any';
  conditions: { condition: 'completed' | 'satisfied'; not: boolean }[];
  action: 'completed' | 'satisfied';
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
    /** The default organisation's visible items, nested; empty for a package installed before it was read. */
    toc: jsonb().$type<ScormTocItem[]>().notNull().default([]),
    /** 2004's controlMode of the organisation (both true for 1.2, or where the manifest gives none). */
    controlMode: jsonb().$type<ScormControlMode>().notNull().default({ flow: true, choice: true }),
    /** 2004's rollup rules of the organisation that Aula runs; none: every SCO must be done (ADR 0087). */
    rollupRules: jsonb().$type<ScormRollupRule[]>().notNull().default([]),
  },
  (table) => [primaryKey({ columns: [table.oid, table.path] })],
);

/**
 * One learner's CMI data for one SCO of a SCORM object of a batch course, and what the server reads from
 * it. A row exists once the SCO is launched; `launchedAt` says which SCO the learner was last in.
 */
export const scormAttempts = pgTable(
  'scorm_attempts',
  {
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    eid: text().notNull(),
    bcid: text().notNull(),
    objid: text().notNull(),
    /** The SCO's item identifier in the manifest. */
    scoid: text().notNull(),
    version: text().$type<ScormVersion>().notNull(),
    /** The elements the package set, flattened, as last committed. */
    cmi: jsonb().$type<CmiData>().notNull(),
    completionStatus: text().$type<ScormStatus['completionStatus']>().notNull(),
    successStatus: text().$type<ScormStatus['successStatus']>().notNull(),
    scoreScaled: doublePrecision(),
    /** Seconds of the sessions that ended (a terminate commit adds its session time). */
    totalSeconds: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    launchedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.eid, table.bcid, table.objid, table.scoid] }),
    foreignKey({
      columns: [table.oid, table.bcid],
      foreignColumns: [batchCourses.oid, batchCourses.bcid],
    }).onDelete('cascade'),
  ],
);

/**
 * The one SCO session a learner has open (ADR 0063): a launch replaces the row, and the commit that ends
 * the session removes it, adding to the SCO's total no more than the wall time since `startedAt`.
 */
export const scormSessions = pgTable(
  'scorm_sessions',
  {
    oid: text()
      .notNull()
      .references(() => organisations.oid, { onDelete: 'cascade' }),
    eid: text().notNull(),
    bcid: text().notNull(),
    objid: text().notNull(),
    scoid: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.oid, table.eid] }),
    foreignKey({
      columns: [table.oid, table.bcid],
      foreignColumns: [batchCourses.oid, batchCourses.bcid],
    }).onDelete('cascade'),
  ],
);
