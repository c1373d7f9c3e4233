import { z } from 'zod';
import { Html, Id, limits, Oid } from './common.ts';
import { defineOperation } from './operation.ts';

/** The tabs of the course page, by the slug its address names (`/course?course=<bcid>&tab=<slug>`). */
export const courseTabSlugs = [
  'references',
  'discussion',
  'assessments',
  'assignments',
  'videos',
  'podcasts',
  'project',
] as const;
export type CourseTabSlug = (typeof courseTabSlugs)[number];

/** The head of the course page: a course as the learner's batch runs it. */
export const Course = z.object({
  /** The batch course (the spec's bcid, btid, bcourseid): the id the course page is opened with. */
  bcid: Id,
  bpid: Id,
  pid: Id,
  tid: Id,
  ttitle: z.string().max(limits.shortText),
  /** The program's plain title. */
  ptitle: z.string().max(limits.shortText),
  /** In weeks. */
  tduration: z.number().int().min(0),
  /** Sanitised HTML; empty while the course's content is not loaded yet. */
  tdescription: Html,
});
export type Course = z.infer<typeof Course>;

export const getCourse = defineOperation({
  name: 'getCourse',
  access: 'learner',
  summary: "A course of one of the learner's batches (by its bcid): title, description and duration.",
  body: z.object({ oid: Oid, bcid: Id }).strict(),
  response: Course,
});
