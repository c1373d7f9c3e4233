import { type CourseDraft, courseBuilderMessages as messages } from '@aula/contract/staff-course-builder';
import { and, eq, inArray } from 'drizzle-orm';
import { quizzes } from '../../db/schema/content.ts';
import { scormPackages } from '../../db/schema/scorm.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { mediaKey } from '../../platform/media-key.ts';

type Problems = Record<string, string>;

/** Every media path the draft names, with the field that names it (retired items too: they may come back). */
export function mediaOf(draft: CourseDraft): Array<[path: string, field: string]> {
  const found: Array<[string, string]> = [];
  if (draft.timage) found.push([draft.timage, 'draft.timage']);
  draft.nuggets.forEach((nugget, n) => {
    nugget.objects.forEach((object, o) => {
      if ('ourl' in object) found.push([object.ourl, `draft.nuggets.${n}.objects.${o}.ourl`]);
    });
  });
  draft.references.forEach((item, i) => {
    if (item.ourl) found.push([item.ourl, `draft.references.${i}.ourl`]);
  });
  draft.videos.forEach((item, i) => {
    if (item.ourl) found.push([item.ourl, `draft.videos.${i}.ourl`]);
  });
  return found;
}

function checkIds(draft: CourseDraft, problems: Problems): void {
  const nids = new Set<string>();
  const oids = new Set<string>();
  draft.nuggets.forEach((nugget, n) => {
    if (nids.has(nugget.nid)) problems[`draft.nuggets.${n}.nid`] = messages.duplicateId;
    nids.add(nugget.nid);
    nugget.objects.forEach((object, o) => {
      if (oids.has(object.oid)) problems[`draft.nuggets.${n}.objects.${o}.oid`] = messages.duplicateId;
      oids.add(object.oid);
    });
  });
}

async function checkQuizzes(db: Db, oid: string, tid: string, draft: CourseDraft, problems: Problems) {
  const named = draft.nuggets.flatMap((nugget, n) =>
    nugget.objects.flatMap((object, o) =>
      object.otype === 'quiz' ? [{ quizid: object.oid, field: `draft.nuggets.${n}.objects.${o}.oid` }] : [],
    ),
  );
  if (named.length === 0) return;
  const rows = await db
    .select({ quizid: quizzes.quizid, tid: quizzes.tid })
    .from(quizzes)
    .where(
      and(
        eq(quizzes.oid, oid),
        inArray(
          quizzes.quizid,
          named.map(({ quizid }) => quizid),
        ),
      ),
    );
  const found = new Map(rows.map((row) => [row.quizid, row.tid]));
  for (const { quizid, field } of named) {
    if (!found.has(quizid)) problems[field] = messages.unknownQuiz;
    else if (![null, tid].includes(found.get(quizid) ?? null)) problems[field] = messages.quizTaken;
  }
}

async function checkMedia(db: Db, files: FileStore, oid: string, draft: CourseDraft, problems: Problems) {
  for (const [path, field] of mediaOf(draft)) {
    if (!(await files.exists(mediaKey(oid, path)))) problems[field] = messages.unknownMedia;
  }
  const packages = draft.nuggets.flatMap((nugget, n) =>
    nugget.objects.flatMap((object, o) =>
      object.otype === 'scorm' ? [{ path: object.ourl, field: `draft.nuggets.${n}.objects.${o}.ourl` }] : [],
    ),
  );
  if (packages.length === 0) return;
  const installed = await db
    .select({ path: scormPackages.path })
    .from(scormPackages)
    .where(
      and(
        eq(scormPackages.oid, oid),
        inArray(
          scormPackages.path,
          packages.map(({ path }) => path),
        ),
      ),
    );
  const paths = new Set(installed.map((row) => row.path));
  for (const { path, field } of packages) {
    if (!paths.has(path)) problems[field] ??= messages.notAPackage;
  }
}

/**
 * Holds a draft to what the organisation has: ids once each in the course, quizzes of the organisation
 * that no other course shows, media files in its store, SCORM packages installed. Throws a 400 naming
 * every field that fails.
 */
export async function checkDraft(
  { db, files }: { db: Db; files: FileStore },
  oid: string,
  tid: string,
  draft: CourseDraft,
): Promise<void> {
  const problems: Problems = {};
  checkIds(draft, problems);
  await checkQuizzes(db, oid, tid, draft, problems);
  await checkMedia(db, files, oid, draft, problems);
  const fields = Object.keys(problems);
  if (fields.length > 0) {
    throw new AppError('VALIDATION_FAILED', `Invalid request: check ${fields.join(', ')}.`, problems);
  }
}
