import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { announcements, assessmentItems, courses, quizzes } from '../../db/schema/content.ts';
import { bankQuestions } from '../../db/schema/question-banks.ts';
import { cachesOf, type ReadCacheSpec } from '../../platform/cache-registry.ts';
import { captionsPathOf } from '../../platform/captions-path.ts';
import { pageTypes } from '../../platform/content-signer.ts';
import type { Db } from '../../platform/db.ts';
import { announcementsFolder, courseFilesFolder } from '../../platform/media-key.ts';
import { CONTENT_CHANGED_CHANNEL } from '../content/index.ts';

/*
 * What of an organisation's media `/media` does not serve (ADR 0095): the files a course, a quiz, an
 * assessment or an announcement is for, served only on the content origin under an address signed for
 * whoever may open them. Everything else stays public media: logos, the banner, programme and course
 * pictures on the public catalogue, instructors' photos.
 */

/** The folders whose every file is private: what staff upload for courses (ADR 0090) and for announcements. */
const privateFolders = [courseFilesFolder, announcementsFolder] as const;

/**
 * Every file a course's details name (its units' objects, references, videos and project resources),
 * except pictures (`otype` image): the public programme page shows a course's pictures too.
 */
const courseFiles = sql.raw(`'lax $.** ? (@.ourl.type() == "string" && @.otype != "image")'`);

/** The media paths that JSON path `path` finds in JSONB `column`, as one array per row. */
function pathsIn(column: AnyPgColumn, path: string): SQL<string[]> {
  return sql<
    string[]
  >`jsonb_path_query_array(${column}, ${sql.raw(`'lax ${path} ? (@.type() == "string")'`)})`;
}

/** A quiz's or a bank question's pictures: the question's own and its options'. */
function questionPictures(column: AnyPgColumn, each: '$[*]' | '$'): SQL<string[]> {
  return sql<string[]>`${pathsIn(column, `${each}.imageurl`)} || ${pathsIn(column, `${each}.iopts[*].url`)}`;
}

/**
 * An organisation's private media paths: the files its courses name (beside each video, its captions);
 * every picture of its quizzes, question banks and assessments (a question's and its options'); every
 * announcement's file. Read once per organisation and kept until content changes (an import, a course
 * published, a quiz, assessment or bank question saved: CONTENT_CHANGED_CHANNEL, so every server sees it
 * at once) or for 30 seconds.
 */
const PRIVATE_MEDIA: ReadCacheSpec = {
  name: 'private media paths by organisation',
  ttlMs: 30_000,
  clearedBy: CONTENT_CHANGED_CHANNEL,
};

/** What of an organisation's media is private: files by path, and the folders of its pages whole. */
interface PrivateMedia {
  paths: Set<string>;
  folders: Set<string>;
}

/**
 * A page's folder (`interactivity/dose-calculator/` for `interactivity/dose-calculator/index.html`): its
 * address on the content origin opens every file there (its scripts, styles and pictures), so `/media`
 * serves none of them. A page at the top of the media has no folder of its own.
 */
function pageFolderOf(path: string): string | null {
  const cut = path.lastIndexOf('/');
  return cut > 0 ? path.slice(0, cut + 1) : null;
}

async function readPrivateMedia(db: Db, oid: string): Promise<PrivateMedia> {
  const [courseRows, quizRows, bankRows, itemRows, announcementRows] = await Promise.all([
    db
      .select({
        files: sql<
          Array<{ otype: string; ourl: string }>
        >`jsonb_path_query_array(${courses.details}, ${courseFiles})`,
      })
      .from(courses)
      .where(eq(courses.oid, oid)),
    db
      .select({ paths: questionPictures(quizzes.qitems, '$[*]') })
      .from(quizzes)
      .where(eq(quizzes.oid, oid)),
    db
      .select({ paths: questionPictures(bankQuestions.question, '$') })
      .from(bankQuestions)
      .where(eq(bankQuestions.oid, oid)),
    db
      .select({ img: assessmentItems.img, paths: pathsIn(assessmentItems.iopts, '$[*].url') })
      .from(assessmentItems)
      .where(eq(assessmentItems.oid, oid)),
    db
      .select({ type: announcements.type, mfname: announcements.mfname })
      .from(announcements)
      .where(and(eq(announcements.oid, oid), isNotNull(announcements.mfname))),
  ]);
  const paths = new Set<string>();
  const pages: string[] = [];
  for (const { otype, ourl } of courseRows.flatMap((row) => row.files)) {
    paths.add(ourl);
    if (otype === 'video') paths.add(captionsPathOf(ourl));
    if (pageTypes.has(otype)) pages.push(ourl);
  }
  for (const path of [...quizRows, ...bankRows].flatMap((row) => row.paths)) paths.add(path);
  for (const { img, paths: options } of itemRows) {
    if (img !== null) paths.add(img);
    for (const path of options) paths.add(path);
  }
  for (const { type, mfname } of announcementRows) {
    if (mfname === null) continue;
    paths.add(mfname);
    if (pageTypes.has(type)) pages.push(mfname);
  }
  const folders = new Set(pages.map(pageFolderOf).filter((folder) => folder !== null));
  return { paths, folders };
}

/**
 * True when media path `path` of organisation `oid` is private (ADR 0095): under a private folder or a
 * page's folder, or named by a course, a quiz, a question bank, an assessment or an announcement.
 * `/media` answers 404 for it, as for a missing file.
 */
export async function isPrivateMedia(db: Db, oid: string, path: string): Promise<boolean> {
  if (privateFolders.some((folder) => path.startsWith(folder))) return true;
  const { paths, folders } = await cachesOf(db)
    .cache<PrivateMedia>(PRIVATE_MEDIA)
    .get(oid, () => readPrivateMedia(db, oid));
  return paths.has(path) || [...folders].some((folder) => path.startsWith(folder));
}
