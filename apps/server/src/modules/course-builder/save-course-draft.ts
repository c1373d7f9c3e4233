import {
  type CourseDraft,
  courseBuilderMessages,
  type DraftChanges,
} from '@aula/contract/staff-course-builder';
import { and, eq } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { courseDrafts } from '../../db/schema/course-drafts.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { sanitizeHtml } from '../content/index.ts';
import { lockCourseMedia } from '../course-files/index.ts';
import { checkDraft } from './check-draft.ts';
import { readDraft } from './course-draft.ts';
import { draftChanges } from './draft-changes.ts';

export interface DraftKey {
  pid: string;
  tid: string;
  /** The version the admin edited: another save since then is a 409, not silently overwritten. */
  version: number;
}

/** Locks the course's draft row for the transaction and refuses a stale version. */
export async function lockDraft(tx: Db, oid: string, { pid, tid, version }: DraftKey) {
  // The course row too: a course never edited before has no draft row to lock yet.
  await tx
    .select({ tid: courses.tid })
    .from(courses)
    .where(and(eq(courses.oid, oid), eq(courses.tid, tid)))
    .for('update');
  await tx
    .select({ tid: courseDrafts.tid })
    .from(courseDrafts)
    .where(and(eq(courseDrafts.oid, oid), eq(courseDrafts.tid, tid)))
    .for('update');
  const stored = await readDraft(tx, oid, pid, tid);
  if (stored.version !== version) {
    throw new AppError('CONFLICT', courseBuilderMessages.stale, { version: courseBuilderMessages.stale });
  }
  return stored;
}

/** Writes the draft row (made at the first edit of a course imported or published without one). */
export async function writeDraft(
  tx: Db,
  actor: SessionUser,
  { pid, tid }: DraftKey,
  values: { draft: CourseDraft; version: number; now: Date; publishedAt?: Date },
): Promise<void> {
  const row = {
    pid,
    draft: values.draft,
    version: values.version,
    updatedBy: actor.userId,
    updatedAt: values.now,
    ...(values.publishedAt ? { publishedAt: values.publishedAt } : {}),
  };
  await tx
    .insert(courseDrafts)
    .values({ oid: actor.oid, tid, ...row })
    .onConflictDoUpdate({ target: [courseDrafts.oid, courseDrafts.tid], set: row });
}

/**
 * Replaces the draft of a course: checked against the organisation (quizzes, media), rich text
 * sanitised, the version bumped. Learners see nothing of it until it is published.
 */
export async function saveCourseDraft(
  { db, files }: { db: Db; files: FileStore },
  actor: SessionUser,
  key: DraftKey & { draft: CourseDraft },
  { now, ip }: { now: Date; ip: string },
): Promise<{ version: number; changes: DraftChanges }> {
  const draft = { ...key.draft, tdescription: sanitizeHtml(key.draft.tdescription) };
  return db.transaction(async (tx) => {
    // Checked under the course media's lock: a course file cannot be deleted between check and save.
    await lockCourseMedia(tx, actor.oid);
    await checkDraft({ db: tx, files }, actor.oid, key.tid, draft);
    const stored = await lockDraft(tx, actor.oid, key);
    const version = stored.version + 1;
    await writeDraft(tx, actor, key, { draft, version, now });
    await recordAudit(tx, {
      oid: actor.oid,
      actor: { userId: actor.userId, eid: actor.eid },
      action: 'courses.saveDraft',
      subjectKind: 'program',
      subjectId: key.pid,
      before: { tid: key.tid, version: stored.version },
      after: { tid: key.tid, version },
      ip,
      at: now,
    });
    return { version, changes: draftChanges(draft, stored.published) };
  });
}
