import type { BundleCourseFeedbackForm } from '@aula/contract/content-bundle-course-feedback';
import type { BundleCourseInstructor } from '@aula/contract/content-bundle-course-instructors';
import type { BundleFeedbackForm } from '@aula/contract/content-bundle-feedback';
import type { BundleAnnouncement, BundleEvent } from '@aula/contract/content-bundle-notices';
import type { BundleAssessment } from '@aula/contract/content-bundle-questions';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { announcements, assessmentItems, assessments, events } from '../../db/schema/content.ts';
import { courseInstructors } from '../../db/schema/course-instructors.ts';
import { programFeedbackForms } from '../../db/schema/program-feedback.ts';
import { courseFeedbackForms } from '../../db/schema/quiz-attempts.ts';
import type { Db } from '../../platform/db.ts';

const orNone = <T>(value: T | null): T | undefined => value ?? undefined;

/** The assessments and assignments of batches `bpids`, each with its questions in order. */
export async function exportAssessments(
  db: Db,
  oid: string,
  bpids: readonly string[],
): Promise<BundleAssessment[]> {
  if (bpids.length === 0) return [];
  const rows = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.oid, oid), inArray(assessments.bpid, [...bpids])))
    .orderBy(asc(assessments.assessid));
  const items =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(assessmentItems)
          .where(
            and(
              eq(assessmentItems.oid, oid),
              inArray(
                assessmentItems.assessid,
                rows.map((row) => row.assessid),
              ),
            ),
          )
          .orderBy(asc(assessmentItems.position));
  // Moments are written as they are stored: an assessment imported with a relative window keeps them.
  return rows.map(
    (row) =>
      ({
        assessid: row.assessid,
        quiztype: row.quiztype,
        bpid: row.bpid,
        tid: orNone(row.tid),
        title: row.title,
        startdate: row.startdate?.toISOString(),
        enddate: row.enddate?.toISOString(),
        answerdate: row.answerdate?.toISOString(),
        instructions: row.instructions,
        qitems: items
          .filter((item) => item.assessid === row.assessid)
          .map((item) => ({
            iid: item.iid,
            istem: item.istem,
            img: orNone(item.img),
            atype: item.atype,
            iopts: item.iopts,
          })),
      }) as BundleAssessment,
  );
}

/** The calendar events of batches `bpids`. */
export async function exportEvents(db: Db, oid: string, bpids: readonly string[]): Promise<BundleEvent[]> {
  if (bpids.length === 0) return [];
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.oid, oid), inArray(events.bpid, [...bpids])))
    .orderBy(asc(events.start), asc(events.evid));
  return rows.map((row) => ({
    evid: row.evid,
    bpid: row.bpid,
    tid: orNone(row.tid),
    title: row.title,
    start: row.start,
    link: orNone(row.link),
  }));
}

/** The announcements to batches `bpids` that staff have not withdrawn. */
export async function exportAnnouncements(
  db: Db,
  oid: string,
  bpids: readonly string[],
): Promise<BundleAnnouncement[]> {
  if (bpids.length === 0) return [];
  const rows = await db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.oid, oid),
        inArray(announcements.bpid, [...bpids]),
        isNull(announcements.withdrawnAt),
      ),
    )
    .orderBy(asc(announcements.sdate), asc(announcements.annid));
  return rows.map(
    (row) =>
      ({
        annid: row.annid,
        bpid: row.bpid,
        tid: orNone(row.tid),
        type: row.type,
        title: row.title,
        description: row.description,
        sdate: Math.floor(row.sdate.getTime() / 1000),
        mfname: orNone(row.mfname),
        weburl: orNone(row.weburl),
        webtext: orNone(row.webtext),
        embeddedcode: orNone(row.embeddedcode),
      }) as BundleAnnouncement,
  );
}

/** The instructors of batch courses `bcids`. */
export async function exportCourseInstructors(
  db: Db,
  oid: string,
  bcids: readonly string[],
): Promise<BundleCourseInstructor[]> {
  if (bcids.length === 0) return [];
  const rows = await db
    .select()
    .from(courseInstructors)
    .where(and(eq(courseInstructors.oid, oid), inArray(courseInstructors.bcid, [...bcids])))
    .orderBy(asc(courseInstructors.bcid));
  return rows.map(({ oid: _oid, emailid, ...row }) => ({ ...row, emailid: orNone(emailid) }));
}

/** The 'Overall Program Feedback' forms of programmes `pids`, each with its default switch. */
export async function exportProgramFeedback(
  db: Db,
  oid: string,
  pids: readonly string[],
  enabledOf: (pid: string) => boolean,
): Promise<BundleFeedbackForm[]> {
  if (pids.length === 0) return [];
  const rows = await db
    .select()
    .from(programFeedbackForms)
    .where(and(eq(programFeedbackForms.oid, oid), inArray(programFeedbackForms.pid, [...pids])))
    .orderBy(asc(programFeedbackForms.pid));
  return rows.map((row) => ({ pid: row.pid, enabled: enabledOf(row.pid), questions: row.questions }));
}

/** The course and instructor feedback forms of courses `tids`, each with its default switch (ADR 0089). */
export async function exportCourseFeedback(
  db: Db,
  oid: string,
  tids: readonly string[],
): Promise<BundleCourseFeedbackForm[]> {
  if (tids.length === 0) return [];
  const rows = await db
    .select()
    .from(courseFeedbackForms)
    .where(and(eq(courseFeedbackForms.oid, oid), inArray(courseFeedbackForms.tid, [...tids])))
    .orderBy(asc(courseFeedbackForms.tid), asc(courseFeedbackForms.crir));
  return rows.map(
    (row) =>
      ({
        tid: row.tid,
        crir: row.crir,
        enabled: row.defaultEnabled,
        comment: row.comment,
        questions: row.questions,
      }) as BundleCourseFeedbackForm,
  );
}
