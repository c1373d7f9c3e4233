import { randomUUID } from 'node:crypto';
import type { ProfileFileKind } from '@aula/contract/profile';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';

const moment = () => timestamp({ withTimezone: true });
const orgId = () =>
  text()
    .notNull()
    .references(() => organisations.oid, { onDelete: 'cascade' });

/** A learner's profile (spec §3 Profile record); the photo and documents are rows of profileFiles. */
export const profiles = pgTable(
  'profiles',
  {
    oid: orgId(),
    eid: text().notNull(),
    uname: text().notNull(),
    lastname: text().notNull(),
    cno: text().notNull(),
    countryCode: text().notNull(),
    address: text().notNull(),
    /** YYYY-MM-DD. */
    dob: text().notNull(),
    passportNo: text().notNull(),
    otherGovId: text().notNull(),
    highestDegree: text().notNull(),
    workExperience: text().notNull(),
    updatedAt: moment().notNull(),
  },
  (table) => [primaryKey({ columns: [table.oid, table.eid] })],
);

/** A file of a learner's profile: the photo, a document, a certificate or a marks card. */
export const profileFiles = pgTable(
  'profile_files',
  {
    oid: orgId(),
    eid: text().notNull(),
    kind: text().$type<ProfileFileKind>().notNull(),
    storedName: text().notNull(),
    fileKey: text().notNull(),
    contentType: text().notNull(),
    position: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.oid, table.eid, table.kind, table.storedName] })],
);

/** A learner's complaint or grievance about one of their programmes. */
export const complaints = pgTable(
  'complaints',
  {
    cid: uuid()
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    oid: orgId(),
    eid: text().notNull(),
    bpid: text().notNull(),
    description: text().notNull(),
    storedName: text(),
    fileKey: text(),
    contentType: text(),
    createdAt: moment().notNull(),
  },
  (table) => [index().on(table.oid, table.eid)],
);

/** A query a visitor reported before signing in (Report A Query), kept for staff. */
export const visitorQueries = pgTable(
  'visitor_queries',
  {
    id: uuid()
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    oid: orgId(),
    name: text().notNull(),
    email: text().notNull(),
    description: text().notNull(),
    storedName: text(),
    fileKey: text(),
    contentType: text(),
    /** The address it came from, as the configured proxies saw it. */
    ip: text().notNull(),
    createdAt: moment().notNull(),
  },
  (table) => [index().on(table.oid, table.createdAt)],
);
