import type { syncUserProgramProgress } from '@aula/contract/admissions';
import type { Output } from '@aula/contract/operation';
import { and, eq } from 'drizzle-orm';
import { applications } from '../../db/schema/applications.ts';
import { enrolments } from '../../db/schema/enrolments.ts';
import { batchCourses, batches, programs } from '../../db/schema/programs.ts';
import { courseProgress } from '../../db/schema/progress.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { announceAccountChanged } from '../auth/index.ts';
import { universityTimeOf } from '../organisation/index.ts';

/**
 * Starts batch `bpid` for the learner (spec 3 §4 "Starting a program"): allowed when their
 * application to it was accepted (pstatus 3) or the program is self-paced and published. Enrols them
 * and writes each (non-elective) course's progress at tp 0, in one transaction; a second start
 * answers `started: false` and changes nothing.
 */
export async function startProgram(
  db: Db,
  user: SessionUser,
  bpid: string,
  now: Date,
): Promise<Output<typeof syncUserProgramProgress>> {
  const [batch] = await db
    .select({ pid: batches.pid, published: programs.published, details: programs.details })
    .from(batches)
    .innerJoin(programs, and(eq(programs.oid, batches.oid), eq(programs.pid, batches.pid)))
    .where(and(eq(batches.oid, user.oid), eq(batches.bpid, bpid)))
    .limit(1);
  if (!batch) throw new AppError('NOT_FOUND', 'No such batch.', { bpid: 'unknown batch' });
  const { pid } = batch;

  const [enrolled] = await db
    .select({ bpid: enrolments.bpid })
    .from(enrolments)
    .where(and(eq(enrolments.oid, user.oid), eq(enrolments.eid, user.eid), eq(enrolments.bpid, bpid)));
  if (enrolled) return { pid, bpid, started: false };

  const [application] = await db
    .select({ pstatus: applications.pstatus })
    .from(applications)
    .where(and(eq(applications.oid, user.oid), eq(applications.eid, user.eid), eq(applications.bpid, bpid)));
  const selfPaced = batch.published && (batch.details.etype ?? 'instructor') === 'self';
  if (!selfPaced && application?.pstatus !== 3) {
    throw new AppError('FORBIDDEN', 'Your application to this program has not been accepted.', {
      bpid: 'not accepted',
    });
  }

  const enrolledOn = (await universityTimeOf(db, user.oid)).day(now);
  const started = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(enrolments)
      .values({ oid: user.oid, eid: user.eid, bpid, pid, enrolledOn })
      .onConflictDoNothing()
      .returning({ bpid: enrolments.bpid });
    if (inserted.length === 0) return false;
    const courses = await tx
      .select({ bcid: batchCourses.bcid })
      .from(batchCourses)
      .where(
        and(eq(batchCourses.oid, user.oid), eq(batchCourses.bpid, bpid), eq(batchCourses.telective, false)),
      );
    if (courses.length > 0) {
      await tx
        .insert(courseProgress)
        .values(courses.map(({ bcid }) => ({ oid: user.oid, eid: user.eid, bcid, tp: 0 as const })))
        .onConflictDoNothing();
    }
    return true;
  });
  // After the commit: every server forgets the access it decided for the learner before the enrolment.
  if (started) await announceAccountChanged(db, user.userId);
  return { pid, bpid, started };
}
