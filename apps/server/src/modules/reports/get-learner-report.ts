import type { LearnerReport, ReportProgram, ReportScore } from '@aula/contract/reports';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { universityTimeOf } from '../organisation/index.ts';
import { enrolledBatches, programsWithProgress } from '../progress/index.ts';
import { testScores, timeSpentByCourse, visibleMarks } from './report-queries.ts';

/**
 * The learner's own report: per enrolled program the share complete (as the dashboard computes it),
 * and per course they take the share complete, the time spent and the marks visible by `now`; then
 * their proctored test results.
 */
export async function getLearnerReport(db: Db, user: SessionUser, now: Date): Promise<LearnerReport> {
  const learner = { oid: user.oid, eid: user.eid };
  const enrolled = await enrolledBatches(db, learner);
  const { bpdata } = await programsWithProgress(db, learner, enrolled);
  const taken = bpdata.flatMap((program) => program.tcourses.filter((course) => course.selected));
  const seconds = await timeSpentByCourse(
    db,
    learner,
    taken.map((course) => course.bcid),
  );
  const marks = await visibleMarks(
    db,
    learner,
    bpdata.map((program) => program.bpid),
    now,
  );
  const scoresOf = (bpid: string, tid: string): ReportScore[] =>
    marks
      .filter((mark) => mark.bpid === bpid && mark.tid === tid)
      .map(({ name, marks: scored, maxMarks }) => ({ name, marks: scored, maxMarks }));

  const programs: ReportProgram[] = bpdata.map((program) => {
    const courses = program.tcourses
      .filter((course) => course.selected)
      .map((course) => ({
        bcid: course.bcid,
        tid: course.tid,
        ttitle: course.ttitle,
        per: course.per,
        timespent: seconds.get(course.bcid) ?? 0,
        scores: scoresOf(program.bpid, course.tid),
      }));
    return {
      bpid: program.bpid,
      pid: program.pid,
      ptitle: program.ptitle,
      per: program.per,
      timespent: courses.reduce((sum, course) => sum + course.timespent, 0),
      courses,
    };
  });
  const zone = await universityTimeOf(db, user.oid);
  const tests = (await testScores(db, learner)).map((row) => ({
    test_id: row.testId,
    test_name: row.testName,
    score: row.score,
    completedAt: zone.time(row.completedAt),
  }));
  return { programs, tests };
}
