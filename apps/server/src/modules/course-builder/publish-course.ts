import { BundleCourse } from '@aula/contract/content-bundle-courses';
import { courseBuilderMessages, type DraftChanges } from '@aula/contract/staff-course-builder';
import { and, eq } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { programs } from '../../db/schema/programs.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { BundleError, changeContent, courseSection, writeRecords } from '../content/index.ts';
import { courseSwitchSection } from '../course/index.ts';
import { lockCourseMedia } from '../course-files/index.ts';
import { checkDraft, mediaOf } from './check-draft.ts';
import { type StoredDraft, switchDefaultsOff } from './course-draft.ts';
import { activeUnits, draftChanges } from './draft-changes.ts';
import { programmeOf } from './programme-of.ts';
import { type DraftKey, lockDraft, writeDraft } from './save-course-draft.ts';

/** The draft as a course of a content bundle: retired units and objects left out, the project kept. */
async function bundleCourseOf(db: Db, oid: string, { pid, tid }: DraftKey, stored: StoredDraft) {
  const { draft, published } = stored;
  const nuggets = activeUnits(draft);
  if (nuggets.length === 0) {
    throw new AppError('VALIDATION_FAILED', courseBuilderMessages.nothingToPublish, {
      'draft.nuggets': courseBuilderMessages.nothingToPublish,
    });
  }
  const off = await switchDefaultsOff(db, oid, tid);
  const [row] = await db
    .select({ tenabled: courses.tenabled })
    .from(courses)
    .where(and(eq(courses.oid, oid), eq(courses.tid, tid)));
  const parsed = BundleCourse.safeParse({
    tid,
    pid,
    ttitle: draft.ttitle,
    tduration: draft.tduration,
    tdescription: draft.tdescription,
    ...(draft.timage === undefined ? {} : { timage: draft.timage }),
    tenabled: row?.tenabled ?? true,
    freenavigation: draft.freenavigation,
    nuggets,
    references: draft.references,
    videos: draft.videos,
    project: (published?.details.project ?? []).map((nugget) => ({
      ...nugget,
      nenabled: !off.has(`nugget:${nugget.nid}`),
      objects: nugget.objects.map((object) => ({ ...object, nenabled: !off.has(`object:${object.oid}`) })),
    })),
  });
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(
    parsed.error.issues.map((issue) => [['draft', ...issue.path].join('.'), issue.message]),
  );
  throw new AppError(
    'VALIDATION_FAILED',
    `Invalid request: check ${Object.keys(fields).join(', ')}.`,
    fields,
  );
}

/** A course the curriculum does not list yet joins it (the import holds a course to its programme's). */
async function joinCurriculum(db: Db, oid: string, course: BundleCourse): Promise<void> {
  const { details } = await programmeOf(db, oid, course.pid);
  const topics = details.pcurriculum ?? [];
  if (topics.some((topic) => topic.tid === course.tid)) return;
  const topic = {
    tid: course.tid,
    tlabel: `Course ${topics.length + 1}`,
    tduration: course.tduration,
    ttitle: course.ttitle,
    tunits: [...new Set(course.nuggets.map((nugget) => nugget.unit))],
    ...(course.timage === undefined ? {} : { timage: course.timage }),
  };
  await db
    .update(programs)
    .set({ details: { ...details, pcurriculum: [...topics, topic] } })
    .where(and(eq(programs.oid, oid), eq(programs.pid, course.pid)));
}

/**
 * Publishes the draft of a course: written into `courses` by the content import's own course sections
 * (quiz links, each batch's switch defaults, the content-changed announcement that clears every
 * server's caches), so a published course and an imported one are the same rows. Progress is kept:
 * it hangs on object ids, which neither a move nor a retirement changes (ADR 0089).
 */
export async function publishCourse(
  { db, files }: { db: Db; files: FileStore },
  actor: SessionUser,
  key: DraftKey,
  { now, ip }: { now: Date; ip: string },
): Promise<{ version: number; changes: DraftChanges }> {
  const { oid } = actor;
  return changeContent(db, oid, async (tx) => {
    await lockCourseMedia(tx, oid);
    const stored = await lockDraft(tx, oid, key);
    await checkDraft({ db: tx, files }, oid, key.tid, stored.draft);
    const course = await bundleCourseOf(tx, oid, key, stored);
    const changes = draftChanges(stored.draft, stored.published);
    await joinCurriculum(tx, oid, course);
    const media = new Set([
      ...mediaOf(stored.draft).map(([path]) => path),
      ...course.project.flatMap((nugget) => nugget.objects.flatMap((object) => object.ourl ?? [])),
    ]);
    const sections = [courseSection, courseSwitchSection];
    const file = `courses/${key.tid}.json`;
    try {
      await writeRecords(
        tx,
        sections.map((section) => ({ section, file, data: course })),
        { oid, now, folder: '', files, media, sections },
      );
    } catch (error) {
      if (error instanceof BundleError) throw new AppError('VALIDATION_FAILED', error.message);
      throw error;
    }
    const version = stored.version + 1;
    await writeDraft(tx, actor, key, { draft: stored.draft, version, now, publishedAt: now });
    await recordAudit(tx, {
      oid,
      actor: { userId: actor.userId, eid: actor.eid },
      action: 'courses.publish',
      subjectKind: 'program',
      subjectId: key.pid,
      after: { tid: key.tid, version, changes },
      ip,
      at: now,
    });
    const published = {
      ttitle: course.ttitle,
      tduration: course.tduration,
      freenavigation: course.freenavigation,
      details: (
        await tx
          .select({ details: courses.details })
          .from(courses)
          .where(and(eq(courses.oid, oid), eq(courses.tid, key.tid)))
      )[0]?.details,
    };
    if (!published.details) throw new Error('The published course was not written.');
    return { version, changes: draftChanges(stored.draft, { ...published, details: published.details }) };
  });
}
