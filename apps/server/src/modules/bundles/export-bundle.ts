import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { organisations } from '../../db/schema/organisations.ts';
import { scormPackages } from '../../db/schema/scorm.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { mediaKey } from '../../platform/media-key.ts';
import { packageFolder } from '../scorm/index.ts';
import type { BundleWriter } from './bundle-writer.ts';
import {
  exportAnnouncements,
  exportAssessments,
  exportCourseFeedback,
  exportCourseInstructors,
  exportEvents,
  exportProgramFeedback,
} from './export-batch-records.ts';
import { exportCourses, exportQuizzes } from './export-courses.ts';
import {
  exportBatchTests,
  exportCertificateTemplate,
  exportQuestionBanks,
} from './export-organisation-records.ts';
import { exportPrograms } from './export-programs.ts';
import { readSwitchDefaults } from './switch-defaults.ts';

/** How many files of each part the export wrote. */
export type ExportSummary = Record<string, number>;

/**
 * The media of the organisation, as paths under the bundle's `media/`: every file of its media folder
 * (the pages and scripts a package or an HTML object uses are named by no record), but not the folders
 * the import unpacked SCORM zips into: the zip is the bundle's, and the import unpacks it again.
 */
async function mediaPaths(db: Db, files: FileStore, oid: string): Promise<string[]> {
  const root = mediaKey(oid, '');
  const unpacked = (
    await db.select({ path: scormPackages.path }).from(scormPackages).where(eq(scormPackages.oid, oid))
  ).map((row) => `${packageFolder(row.path)}/`);
  return (await files.list(root))
    .map((key) => key.slice(root.length))
    .filter((path) => !unpacked.some((folder) => path.startsWith(folder)));
}

/** A stored file's bytes as the bundle writes them; a file gone since it was listed fails the export. */
async function readStored(files: FileStore, key: string): Promise<Readable> {
  const stored = await files.get(key);
  if (!stored) throw new Error(`${key} vanished while the bundle was written`);
  return stored.body;
}

/**
 * Writes the organisation's catalogue (or one programme's) as a content bundle that the import reads
 * back identically (ADR 0084, 0098): organisation, programmes with their batches, courses with their
 * switches, quizzes, assessments, batch tests, events, announcements, feedback forms, course
 * instructors and media; the whole organisation's also has its certificate template and question
 * banks, which belong to no programme. Learners' records (accounts, enrolments, progress, attempts,
 * applications, ...) are not catalogue and are never written, nor are exam providers' settings.
 */
export async function exportBundle(
  db: Db,
  files: FileStore,
  oid: string,
  writer: BundleWriter,
  { pid }: { pid?: string } = {},
): Promise<ExportSummary> {
  const [organisation] = await db.select().from(organisations).where(eq(organisations.oid, oid));
  if (!organisation) throw new AppError('NOT_FOUND', 'No such organisation.');
  const programs = await exportPrograms(db, oid, pid);
  if (pid !== undefined && programs.length === 0) throw new AppError('NOT_FOUND', 'No such programme.');

  const pids = programs.map((program) => program.json.pid);
  const bpids = programs.flatMap((program) => program.json.batches.map((batch) => batch.bpid));
  const places = programs.flatMap((program) => program.places);
  const enabled = await readSwitchDefaults(db, oid, bpids);
  const batchesOf = (programId: string) =>
    programs
      .find((program) => program.json.pid === programId)
      ?.json.batches.map((batch) => ({ bpid: batch.bpid, bcid: null })) ?? [];

  const courses = await exportCourses(db, oid, pids);
  const tids = courses.map((course) => course.tid);
  const quizzes = await exportQuizzes(db, oid, pid === undefined ? undefined : tids);
  const assessments = await exportAssessments(db, oid, bpids);
  const feedback = await exportProgramFeedback(db, oid, pids, (programId) =>
    enabled('programFeedback', batchesOf(programId)),
  );
  const courseFeedback = await exportCourseFeedback(db, oid, tids);
  const whole = pid === undefined;
  const banks = whole ? await exportQuestionBanks(db, oid) : [];
  const template = whole ? await exportCertificateTemplate(db, files, oid) : null;
  const lists = {
    'batch-tests.json': await exportBatchTests(db, oid, bpids),
    'events.json': await exportEvents(db, oid, bpids),
    'announcements.json': await exportAnnouncements(db, oid, bpids),
    'feedback.json': feedback,
    'course-feedback.json': courseFeedback,
    'course-instructors.json': await exportCourseInstructors(
      db,
      oid,
      places.map((place) => place.bcid),
    ),
  };

  const summary: ExportSummary = { organisation: 1 };
  await writer.json('organisation.json', { oid, ...organisation.profile });
  const folders = {
    programs: programs.map((program) => ({ id: program.json.pid, json: program.json })),
    quizzes: quizzes.map((quiz) => ({ id: quiz.quizid, json: quiz })),
    courses: courses.map((course) => ({ id: course.tid, json: course })),
    assessments: assessments.map((assessment) => ({ id: assessment.assessid, json: assessment })),
    'question-banks': banks.map((bank) => ({ id: bank.bankid, json: bank })),
  };
  for (const [folder, records] of Object.entries(folders)) {
    for (const { id, json } of records) await writer.json(`${folder}/${id}.json`, json);
    summary[folder] = records.length;
  }
  for (const [file, list] of Object.entries(lists)) {
    await writer.json(file, list);
    summary[file.replace(/\.json$/, '')] = list.length;
  }
  if (template) {
    await writer.json('certificate-template.json', template.json);
    for (const picture of template.pictures) {
      await writer.file(picture.path, () => readStored(files, picture.key));
    }
  }
  summary['certificate-template'] = template ? 1 : 0;
  const media = await mediaPaths(db, files, oid);
  for (const path of media) {
    await writer.file(`media/${path}`, () => readStored(files, mediaKey(oid, path)));
  }
  summary.media = media.length;
  return summary;
}
