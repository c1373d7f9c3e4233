import { randomBytes } from 'node:crypto';
import type { CourseFields } from '@aula/contract/staff-course-builder';
import { courseDrafts } from '../../db/schema/course-drafts.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { sanitizeHtml } from '../content/index.ts';
import { lockCourseMedia } from '../course-files/index.ts';
import { checkDraft } from './check-draft.ts';
import { programmeOf } from './programme-of.ts';

/** A new course of programme `pid`, as a draft with no unit yet: no learner sees it until it is published. */
export async function createCourse(
  { db, files }: { db: Db; files: FileStore },
  actor: SessionUser,
  { pid, course }: { pid: string; course: CourseFields },
  { now, ip }: { now: Date; ip: string },
): Promise<{ tid: string }> {
  await programmeOf(db, actor.oid, pid);
  const tid = `c-${randomBytes(6).toString('hex')}`;
  const draft = {
    ...course,
    tdescription: sanitizeHtml(course.tdescription),
    nuggets: [],
    references: [],
    videos: [],
  };
  await db.transaction(async (tx) => {
    await lockCourseMedia(tx, actor.oid);
    await checkDraft({ db: tx, files }, actor.oid, tid, draft);
    await tx.insert(courseDrafts).values({
      oid: actor.oid,
      tid,
      pid,
      draft,
      version: 1,
      updatedBy: actor.userId,
      updatedAt: now,
    });
    await recordAudit(tx, {
      oid: actor.oid,
      actor: { userId: actor.userId, eid: actor.eid },
      action: 'courses.create',
      subjectKind: 'program',
      subjectId: pid,
      after: { tid, ttitle: course.ttitle },
      ip,
      at: now,
    });
  });
  return { tid };
}
