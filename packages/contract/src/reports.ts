import { z } from 'zod';
import { Eid, Id, Oid } from './common.ts';
import { IsoDateTime } from './content-bundle.ts';
import { defineOperation } from './operation.ts';
import { Percent } from './progress.ts';

/* Reports and analytics (spec 3 §2): the learner's own progress, time spent and scores. */

/** A mark out of a maximum, as recorded (internal assessments of a course). */
export const ReportScore = z.object({
  name: z.string(),
  marks: z.number().min(0),
  maxMarks: z.number().positive(),
});
export type ReportScore = z.infer<typeof ReportScore>;

export const ReportCourse = z.object({
  bcid: Id,
  tid: Id,
  ttitle: z.string(),
  per: Percent,
  /** Seconds spent on the course's learning objects. */
  timespent: z.number().int().min(0),
  /** Internal-assessment marks of the course that are visible by now. */
  scores: z.array(ReportScore),
});
export type ReportCourse = z.infer<typeof ReportCourse>;

export const ReportProgram = z.object({
  bpid: Id,
  pid: Id,
  /** Plain-text title. */
  ptitle: z.string(),
  per: Percent,
  timespent: z.number().int().min(0),
  /** The courses the learner takes (electives only when chosen), in the batch's order. */
  courses: z.array(ReportCourse),
});
export type ReportProgram = z.infer<typeof ReportProgram>;

export const ReportTest = z.object({
  test_id: Id,
  test_name: z.string(),
  /** Per cent. */
  score: z.number().min(0).max(100),
  completedAt: IsoDateTime,
});
export type ReportTest = z.infer<typeof ReportTest>;

export const LearnerReport = z.object({
  programs: z.array(ReportProgram),
  /** Results of proctored tests, oldest first. */
  tests: z.array(ReportTest),
});
export type LearnerReport = z.infer<typeof LearnerReport>;

export const getLearnerReport = defineOperation({
  name: 'getLearnerReport',
  access: 'learner',
  summary:
    "The signed-in learner's report: per program and course the share complete, the time spent and the marks, and their test results.",
  body: z.object({ oid: Oid, eid: Eid }).strict(),
  response: LearnerReport,
});
