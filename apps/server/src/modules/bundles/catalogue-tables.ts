import { type BundleImportReport, catalogueTableNames } from '@aula/contract/staff-bundles';
import { eq, getTableColumns, getTableName } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { batchTests } from '../../db/schema/assigned-exams.ts';
import { batchSwitches } from '../../db/schema/batch-switches.ts';
import {
  announcements,
  assessmentItems,
  assessments,
  courses,
  events,
  quizzes,
} from '../../db/schema/content.ts';
import { courseInstructors } from '../../db/schema/course-instructors.ts';
import { organisations } from '../../db/schema/organisations.ts';
import { programFeedbackForms } from '../../db/schema/program-feedback.ts';
import { batchCourses, batches, programs } from '../../db/schema/programs.ts';
import { bankQuestions, questionBanks } from '../../db/schema/question-banks.ts';
import { courseFeedbackForms } from '../../db/schema/quiz-attempts.ts';
import { certificateTemplates } from '../../db/schema/records.ts';
import { scormPackages } from '../../db/schema/scorm.ts';
import type { Db } from '../../platform/db.ts';

/**
 * The tables of the catalogue: what a bundle carries (ADR 0084, 0098), and what an import's report
 * counts. Every other table is learners' or staff members' records, or the portal's own.
 */
export const catalogueTables: readonly PgTable[] = [
  organisations,
  certificateTemplates,
  programs,
  batches,
  batchCourses,
  courses,
  quizzes,
  questionBanks,
  bankQuestions,
  assessments,
  assessmentItems,
  batchTests,
  events,
  announcements,
  batchSwitches,
  courseInstructors,
  programFeedbackForms,
  courseFeedbackForms,
  scormPackages,
];

/** Columns that say when a row was written, not what it holds: a change of them alone is no change. */
const stamps = new Set(['createdAt', 'updatedAt']);

type CatalogueTableName = (typeof catalogueTableNames)[number];

/** An organisation's rows of each catalogue table: each row's content by its key. */
export type CatalogueSnapshot = Map<CatalogueTableName, Map<string, string>>;

/** The table's name as the report gives it; a catalogue table the contract does not list is a mistake here. */
function reportName(table: PgTable): CatalogueTableName {
  const name = getTableName(table);
  const listed = catalogueTableNames.find((candidate) => candidate === name);
  if (!listed) throw new Error(`${name} is not among the contract's catalogueTableNames`);
  return listed;
}

/** The key of a row: its primary key's values (the whole row for a table without one). */
function keyColumns(table: PgTable): string[] | null {
  const columns = Object.entries(getTableColumns(table));
  const [primaryKey] = getTableConfig(table).primaryKeys;
  const names = primaryKey
    ? primaryKey.columns.map((column) => column.name)
    : columns.filter(([, column]) => column.primary).map(([, column]) => column.name);
  if (names.length === 0) return null;
  return columns.filter(([, column]) => names.includes(column.name)).map(([key]) => key);
}

export async function snapshotCatalogue(db: Db, oid: string): Promise<CatalogueSnapshot> {
  const snapshot: CatalogueSnapshot = new Map();
  for (const table of catalogueTables) {
    const { oid: oidColumn } = getTableColumns(table);
    if (!oidColumn) throw new Error(`${getTableName(table)} has no oid column`);
    const keys = keyColumns(table);
    const rows = (await db.select().from(table).where(eq(oidColumn, oid))) as Record<string, unknown>[];
    const byKey = new Map<string, string>();
    for (const row of rows) {
      const content = JSON.stringify(Object.entries(row).filter(([column]) => !stamps.has(column)));
      byKey.set(keys ? JSON.stringify(keys.map((column) => row[column])) : content, content);
    }
    snapshot.set(reportName(table), byKey);
  }
  return snapshot;
}

/** How each table's rows differ between two snapshots: created, changed, left as they were, removed. */
export function catalogueChanges(
  before: CatalogueSnapshot,
  after: CatalogueSnapshot,
): BundleImportReport['tables'] {
  return [...after].map(([table, rows]) => {
    const earlier = before.get(table) ?? new Map<string, string>();
    const change = { table, created: 0, changed: 0, unchanged: 0, removed: 0 };
    for (const [key, content] of rows) {
      const was = earlier.get(key);
      if (was === undefined) change.created += 1;
      else if (was === content) change.unchanged += 1;
      else change.changed += 1;
    }
    for (const key of earlier.keys()) if (!rows.has(key)) change.removed += 1;
    return change;
  });
}
