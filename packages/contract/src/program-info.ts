import { z } from 'zod';
import { Html, Id, limits, Oid } from './common.ts';
import { IsoDate } from './content-bundle.ts';
import { defineOperation } from './operation.ts';
import { InstructorCard, ProgramDetailInfo, ProgramFaqGroup, ProgramTopic } from './program-detail.ts';
import { Percent } from './progress.ts';

/** A program as one of its batches runs it, for the learner's program information pages (spec 2 §3). */
export const ProgramInfo = z.object({
  pid: Id,
  bpid: Id,
  /** May contain inline HTML (sanitised on the server when stored). */
  pname: z.string(),
  ptitle: z.string(),
  /** Media path of the program's image. */
  pimage: z.string().max(limits.shortText).nullable(),
  /** The batch's own name ("July 2026 intake"). */
  btitle: z.string(),
  pdur: z.string(),
  psd: IsoDate,
  ped: IsoDate,
  /** The learner's completed share of the program. */
  per: Percent,
  pinfo: ProgramDetailInfo.optional(),
  poverview: Html,
  pfeatures: Html,
  poutcomes: Html,
  pinstructors: z.array(z.object({ title: z.string(), value: z.array(InstructorCard) })),
  /** The programme coordinator and mentor, when the program names them. */
  ccoordinator: InstructorCard.optional(),
  cmentor: InstructorCard.optional(),
  pcurriculum: z.array(ProgramTopic),
  pfaq: z.array(ProgramFaqGroup),
});
export type ProgramInfo = z.infer<typeof ProgramInfo>;

export const getProgram = defineOperation({
  name: 'getProgram',
  access: 'learner',
  summary: "A program's texts, curriculum and batch dates, for a learner enrolled in batch bpid.",
  body: z.object({ oid: Oid, bpid: Id, pid: Id }).strict(),
  response: ProgramInfo,
});

export const getBatchID = defineOperation({
  name: 'getBatchID',
  access: 'learner',
  summary:
    "The batch (mpbpid) of program pid for the learner: the batch they are enrolled in, else the program's current batch.",
  body: z.object({ oid: Oid, pid: Id }).strict(),
  response: z.object({ mpbpid: Id }),
});

/** One course of the batch's plan: courses follow each other in the batch's order from its first day. */
export const ScheduledCourse = z.object({
  bcid: Id,
  tid: Id,
  ttitle: z.string(),
  /** Duration in weeks. */
  tdur: z.number().int().min(0),
  telective: z.boolean(),
  /** Weeks of the batch, counted from 1. */
  startWeek: z.number().int().min(1),
  endWeek: z.number().int().min(1),
  startDay: IsoDate,
  endDay: IsoDate,
});
export type ScheduledCourse = z.infer<typeof ScheduledCourse>;

export const ScheduledEvent = z.object({
  evid: Id,
  title: z.string(),
  start: IsoDate,
  link: z.string().nullable(),
});
export type ScheduledEvent = z.infer<typeof ScheduledEvent>;

export const AcademicSchedule = z.object({
  bpid: Id,
  pid: Id,
  ptitle: z.string(),
  btitle: z.string(),
  psd: IsoDate,
  ped: IsoDate,
  courses: z.array(ScheduledCourse),
  events: z.array(ScheduledEvent),
});
export type AcademicSchedule = z.infer<typeof AcademicSchedule>;

export const getAcademicSchedule = defineOperation({
  name: 'getAcademicSchedule',
  access: 'learner',
  summary: "A batch's dates, its courses week by week and its events, for a learner enrolled in it.",
  body: z.object({ oid: Oid, bpid: Id }).strict(),
  response: AcademicSchedule,
});
