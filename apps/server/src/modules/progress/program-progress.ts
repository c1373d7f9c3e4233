import type { CourseProgress, ProgramProgress } from '@aula/contract/progress';
import type { Db } from '../../platform/db.ts';
import type { UniversityTime } from '../../platform/university-time.ts';
import { universityTimeOf } from '../organisation/index.ts';
import { countableObjectIds } from './course-objects.ts';
import { type CourseTally, coursePercent, programPercent, tallyCourse } from './course-percent.ts';
import {
  type BatchCourseRow,
  coursesOfBatches,
  type EnrolledBatch,
  type Learner,
  type LearnerProgress,
  type LearnerRow,
  learnerProgressRows,
  progressInCourses,
} from './progress-queries.ts';

const nothingDone: ReadonlySet<string> = new Set();

/**
 * One enrolled batch with its courses and the learner's share of each (the spec's bpdata entry), its
 * dates as the university's days (`zone`).
 */
export function buildProgramProgress(
  batch: EnrolledBatch,
  rows: readonly BatchCourseRow[],
  progress: LearnerProgress,
  zone: UniversityTime,
): ProgramProgress {
  const topics = new Map((batch.details.pcurriculum ?? []).map((topic) => [topic.tid, topic]));
  const sum: CourseTally = { total: 0, done: 0 };
  const takenPercents: number[] = [];
  const tcourses: CourseProgress[] = rows.map((row) => {
    const topic = topics.get(row.tid);
    const tp = progress.tp.get(row.bcid) ?? 0;
    const tally = tallyCourse(
      countableObjectIds(row.details, row.switches),
      progress.completed.get(row.bcid) ?? nothingDone,
      tp,
    );
    const selected = batch.studiedBcids.includes(row.bcid);
    const per = coursePercent(tally, tp);
    if (selected) {
      sum.total += tally.total;
      sum.done += tally.done;
      takenPercents.push(per);
    }
    return {
      tid: row.tid,
      ttitle: row.ttitle ?? topic?.ttitle ?? row.tid,
      tdur: row.tduration ?? topic?.tduration ?? 0,
      per,
      selected,
      telective: row.telective,
      pid: batch.pid,
      bpid: batch.bpid,
      bcid: row.bcid,
      image: row.details?.timage ?? topic?.timage ?? null,
    };
  });
  return {
    bpid: batch.bpid,
    pid: batch.pid,
    ptitle: batch.details.ptitle ?? batch.pname,
    pname: batch.pname,
    image: batch.details.pimage ?? null,
    pdur: batch.details.pinfo?.duration ?? '',
    psd: zone.day(batch.startsAt),
    ped: zone.day(batch.endsAt),
    per: programPercent(sum, takenPercents),
    tcourses,
  };
}

/** The given enrolled batches of the learner with their courses and progress. */
export async function programsWithProgress(
  db: Db,
  learner: Learner,
  enrolled: readonly EnrolledBatch[],
): Promise<{ bpdata: ProgramProgress[]; touched: boolean }> {
  const [courses, learnerRows, zone] = await Promise.all([
    coursesOfBatches(
      db,
      learner.oid,
      enrolled.map((batch) => batch.bpid),
    ),
    learnerProgressRows(db, learner),
    universityTimeOf(db, learner.oid),
  ]);
  return programsFromRows(enrolled, courses, learnerRows, zone);
}

/**
 * The same from the batches' courses (coursesOfBatches) and the learner's rows (learnerProgressRows),
 * with the organisation's university time (universityTimeOf).
 */
export function programsFromRows(
  enrolled: readonly EnrolledBatch[],
  courses: readonly BatchCourseRow[],
  learnerRows: readonly LearnerRow[],
  zone: UniversityTime,
): { bpdata: ProgramProgress[]; touched: boolean } {
  const progress = progressInCourses(
    learnerRows,
    courses.map((row) => row.bcid),
  );
  const bpdata = enrolled.map((batch) =>
    buildProgramProgress(
      batch,
      courses.filter((row) => row.bpid === batch.bpid),
      progress,
      zone,
    ),
  );
  return { bpdata, touched: progress.touched };
}
