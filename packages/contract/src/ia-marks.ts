import { z } from 'zod';
import { Eid, Id, limits, Oid } from './common.ts';
import { defineOperation } from './operation.ts';

/** Semesters the IA marks screen offers (spec 1 §9). */
export const semesters = [1, 2, 3, 4, 5, 6] as const;
export const Semester = z.number().int().min(1).max(6);

/** A learner may answer marks (raise a concern, or say there is none) this long after they become visible. */
export const iaConcernWindowHours = 48;

export const iaWindowClosedMessage = 'The 48-hour window to respond to these marks has closed.';

/** Why a learner may not change an answer once staff have answered their concern (ADR 0076). */
export const iaConcernClosedMessage = 'Your concern has been answered and is closed.';

/** Staff's answer to a raised concern: plain text, and when; an answered concern is closed (ADR 0076). */
export const IaConcernAnswer = z.object({ text: z.string(), answeredAt: z.string() });
export type IaConcernAnswer = z.infer<typeof IaConcernAnswer>;

/** The learner's answer to a mark: `raised` (a concern) or `none`; null until they answer. */
export const IaConcern = z.enum(['raised', 'none']);
export type IaConcern = z.infer<typeof IaConcern>;

/** One internal assessment of a course with the learner's marks in it. */
export const IaMark = z.object({
  iaid: Id,
  /** The assessment's name (IA 1, Mid-term test, ...). */
  name: z.string().max(limits.shortText),
  marks: z.number(),
  maxMarks: z.number(),
  concern: IaConcern.nullable(),
  /** Staff's answer to the concern, once given: the concern is then closed. */
  concernAnswer: IaConcernAnswer.nullable(),
  /** When the marks became visible (ISO 8601). */
  visibleAt: z.string(),
  /** The end of the answer window: visibleAt plus 48 hours (ISO 8601). */
  windowClosesAt: z.string(),
  /** True while the learner may still answer, by the server's clock. */
  windowOpen: z.boolean(),
});
export type IaMark = z.infer<typeof IaMark>;

export const IaCourse = z.object({
  tid: Id,
  ttitle: z.string().max(limits.shortText),
  marks: z.array(IaMark),
});
export type IaCourse = z.infer<typeof IaCourse>;

export const IaMarks = z.object({
  bpid: Id,
  semester: Semester,
  windowHours: z.literal(iaConcernWindowHours),
  courses: z.array(IaCourse),
});
export type IaMarks = z.infer<typeof IaMarks>;

export const getIaMarks = defineOperation({
  name: 'getIaMarks',
  access: 'learner',
  summary: "The learner's visible internal-assessment marks in batch bpid and a semester, by course.",
  body: z.object({ oid: Oid, eid: Eid, bpid: Id, semester: Semester }).strict(),
  response: IaMarks,
});

export const updateIaConcern = defineOperation({
  name: 'updateIaConcern',
  access: 'learner',
  summary:
    "Records the learner's answer to one IA mark (raise a concern, or none); only within 48 hours of its visibility.",
  body: z.object({ oid: Oid, eid: Eid, bpid: Id, iaid: Id, concern: IaConcern }).strict(),
  response: IaMark,
});
