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

/** What a reference or course video holds: a file of the organisation's media, a web link, or both. */
export const attachmentKinds = ['pdf', 'video', 'audio', 'image'] as const;
export type AttachmentKind = (typeof attachmentKinds)[number];

const attachment = {
  title: z.string().max(limits.shortText),
  /** With `ourl`: the kind of file, which says how the viewer shows it. */
  otype: z.enum(attachmentKinds).optional(),
  /** The file's address on the content origin, signed for the learner for a few hours (ADR 0095). */
  ourl: z.string().max(2_000).optional(),
  /** An address outside the portal, opened in a new tab. */
  link: z.string().max(limits.shortText).optional(),
};

export const ReferenceItem = z.object(attachment);
export type ReferenceItem = z.infer<typeof ReferenceItem>;

export const CourseVideoItem = z.object({
  ...attachment,
  /** The day it was published (YYYY-MM-DD). */
  date: z.string().max(10),
});
export type CourseVideoItem = z.infer<typeof CourseVideoItem>;

export const getReferences = defineOperation({
  name: 'getReferences',
  access: 'learner',
  summary: "The references of a course of the learner's batch (the spec's references call).",
  body: z.object({ oid: Oid, bcid: Id }).strict(),
  response: z.object({ refer: z.array(ReferenceItem) }),
});

export const getCourseVideos = defineOperation({
  name: 'getCourseVideos',
  access: 'learner',
  summary:
    "The course videos of a course of the learner's batch, newest first (the spec's course videos call).",
  body: z.object({ oid: Oid, bcid: Id }).strict(),
  response: z.object({ video: z.array(CourseVideoItem) }),
});

/** A podcast of a course: a learning object of otype podcast. */
export const Podcast = z.object({
  oid: Id,
  otitle: z.string().max(limits.shortText),
  /** Its audio file's address on the content origin, signed for the learner (ADR 0095); null in a nugget the admin disabled. */
  ourl: z.string().max(2_000).nullable(),
});
export type Podcast = z.infer<typeof Podcast>;

/** A nugget (part of a unit) of a course with its podcasts. */
export const PodcastNugget = z.object({
  nid: Id,
  unit: z.string().max(limits.shortText),
  ntitle: z.string().max(limits.shortText),
  /** In minutes. */
  nduration: z.number().int().min(0),
  /** False when the admin disabled it: its podcasts say 'Disabled by admin' and are not played. */
  nenabled: z.boolean(),
  objects: z.array(Podcast),
});
export type PodcastNugget = z.infer<typeof PodcastNugget>;

export const getpodcast = defineOperation({
  name: 'getpodcast',
  access: 'learner',
  summary: "The nuggets of a course of the learner's batch that hold podcasts, in course order.",
  body: z.object({ oid: Oid, bcid: Id }).strict(),
  response: z.object({ nuggets: z.array(PodcastNugget) }),
});

/** The instructor of a course as the course page shows them (their e-mail address stays on the server). */
export const CourseInstructor = z.object({
  name: z.string().max(limits.name),
  designation: z.string().max(limits.name),
  org: z.string().max(limits.name),
  /** A media path of the organisation. */
  pic: z.string().max(limits.shortText),
});
export type CourseInstructor = z.infer<typeof CourseInstructor>;

export const getCourseInstructor = defineOperation({
  name: 'getCourseInstructor',
  access: 'learner',
  summary: "The instructor of a course of the learner's batch, or null when none is named.",
  body: z.object({ oid: Oid, bcid: Id }).strict(),
  response: z.object({ instructor: CourseInstructor.nullable() }),
});
