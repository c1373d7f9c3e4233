import { z } from 'zod';
import { Id, Line, limits, Oid, Paragraphs } from './common.ts';
import { isVideoSiteUrl, MediaPath, Minutes, Weeks } from './content-bundle.ts';
import { mediaObjectTypes, videoSiteObjectTypes } from './content-bundle-courses.ts';
import { defineOperation } from './operation.ts';

/*
 * The course builder (ADR 0089): admins edit a draft of a programme's course (its units, their learning
 * objects, references and videos) and publish it; learners see only what was published.
 */

export const courseBuilderMessages = {
  title: 'Give a title.',
  stale: 'This course was changed elsewhere since you opened it. Reload it to see the changes.',
  videoSite: 'Give an address of the video site this object names.',
  unknownQuiz: 'There is no such quiz in your organisation.',
  quizTaken: 'This quiz is already shown by another course.',
  unknownMedia: 'There is no such file in your organisation’s media.',
  notAPackage: 'This SCORM package has not been installed. Upload it under Media first.',
  nothingToPublish: 'Give the course at least one unit with an object that is not retired before publishing.',
  duplicateId: 'This id is used twice in the course.',
} as const;

const Title = Line.trim().min(1, courseBuilderMessages.title).max(limits.shortText);
const RichText = Paragraphs.max(limits.html);
const HttpUrl = Line.max(limits.shortText).refine(
  (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
  'must be an http(s) address',
);

/**
 * `nenabled` is the default each batch running the course starts with (ADR 0070), kept as the content
 * had it; `retired` keeps the item in the draft but out of what learners get.
 */
const draftObjectShape = {
  oid: Id,
  otitle: Title,
  nenabled: z.boolean().default(true),
  retired: z.boolean().default(false),
};

export const DraftObject = z.discriminatedUnion('otype', [
  z.object({ ...draftObjectShape, otype: z.enum(mediaObjectTypes), ourl: MediaPath }).strict(),
  z
    .object({ ...draftObjectShape, otype: z.enum(videoSiteObjectTypes), url: HttpUrl })
    .strict()
    .refine((object) => isVideoSiteUrl(object.otype, object.url), {
      path: ['url'],
      message: courseBuilderMessages.videoSite,
    }),
  /** `oid` is the quiz's id, as in a bundle. */
  z.object({ ...draftObjectShape, otype: z.literal('quiz') }).strict(),
]);
export type DraftObject = z.infer<typeof DraftObject>;

/** A unit (the spec's nugget): `unit` is the heading units are grouped under. */
export const DraftUnit = z
  .object({
    nid: Id,
    unit: Title,
    ntitle: Title,
    nduration: Minutes,
    nenabled: z.boolean().default(true),
    retired: z.boolean().default(false),
    objects: z.array(DraftObject).max(limits.listItems),
  })
  .strict();
export type DraftUnit = z.infer<typeof DraftUnit>;

const attachmentShape = {
  title: Title,
  otype: z.enum(['pdf', 'video', 'audio', 'image']).optional(),
  ourl: MediaPath.optional(),
  link: HttpUrl.optional(),
};
const fileOrLink = (item: { otype?: string; ourl?: string; link?: string }) =>
  (item.otype !== undefined) === (item.ourl !== undefined) &&
  (item.ourl !== undefined || item.link !== undefined);
const fileOrLinkMessage = { message: 'give a file with its type, or a link' };

export const DraftReference = z.object(attachmentShape).strict().refine(fileOrLink, fileOrLinkMessage);
export const DraftVideo = z
  .object({ ...attachmentShape, date: z.iso.date() })
  .strict()
  .refine(fileOrLink, fileOrLinkMessage);

/** The course's own fields, as created and edited. */
export const CourseFields = z
  .object({
    ttitle: Title,
    tduration: Weeks,
    tdescription: RichText,
    timage: MediaPath.optional(),
    freenavigation: z.boolean(),
  })
  .strict();
export type CourseFields = z.infer<typeof CourseFields>;

export const CourseDraft = CourseFields.extend({
  nuggets: z.array(DraftUnit).max(limits.listItems),
  references: z.array(DraftReference).max(limits.listItems),
  videos: z.array(DraftVideo).max(limits.listItems),
}).strict();
export type CourseDraft = z.infer<typeof CourseDraft>;

/** What publishing the draft would change for learners, counted against the last publish. */
export const DraftChanges = z.object({
  /** Never published: learners have nothing of it yet. */
  firstPublish: z.boolean(),
  /** The course's own fields (title, duration, description, image, navigation). */
  courseFields: z.boolean(),
  unitsAdded: z.number(),
  unitsChanged: z.number(),
  unitsRemoved: z.number(),
  objectsAdded: z.number(),
  objectsChanged: z.number(),
  objectsMoved: z.number(),
  objectsRemoved: z.number(),
  /** References and course videos. */
  attachmentsChanged: z.boolean(),
});
export type DraftChanges = z.infer<typeof DraftChanges>;

export const BuilderCourse = z.object({
  tid: Id,
  ttitle: z.string(),
  tduration: z.number(),
  published: z.boolean(),
  /** The draft differs from what learners see. */
  unpublishedChanges: z.boolean(),
  units: z.number(),
});
export type BuilderCourse = z.infer<typeof BuilderCourse>;

export const listProgrammeCourses = defineOperation({
  name: 'staff/listProgrammeCourses',
  access: 'staff',
  roles: ['admin'],
  subjects: { pid: 'program' },
  summary: "The programme's courses, published or draft, for the course builder.",
  body: z.object({ oid: Oid, pid: Id }).strict(),
  response: z.object({ pname: z.string(), courses: z.array(BuilderCourse) }),
});

export const createCourse = defineOperation({
  name: 'staff/createCourse',
  access: 'staff',
  roles: ['admin'],
  subjects: { pid: 'program' },
  summary: 'Creates a course of the programme as a draft (learners see nothing until it is published).',
  body: z.object({ oid: Oid, pid: Id, course: CourseFields }).strict(),
  response: z.object({ tid: Id }),
});

/** A quiz of the organisation that a quiz object may show. */
export const QuizChoice = z.object({
  quizid: Id,
  qtype: z.number(),
  questions: z.number(),
  /** The course that shows it now, if another. */
  usedBy: z.string().nullable(),
});

export const getCourseDraft = defineOperation({
  name: 'staff/getCourseDraft',
  access: 'staff',
  roles: ['admin'],
  subjects: { pid: 'program' },
  summary:
    'The draft of a course with its version, what publishing it would change, and the quizzes it may show.',
  body: z.object({ oid: Oid, pid: Id, tid: Id }).strict(),
  response: z.object({
    tid: Id,
    pname: z.string(),
    version: z.number(),
    draft: CourseDraft,
    changes: DraftChanges,
    quizzes: z.array(QuizChoice),
  }),
});

export const saveCourseDraft = defineOperation({
  name: 'staff/saveCourseDraft',
  access: 'staff',
  roles: ['admin'],
  subjects: { pid: 'program' },
  summary:
    'Replaces the draft of a course (refused with 409 when `version` is not the current one); learners see nothing of it.',
  body: z
    .object({ oid: Oid, pid: Id, tid: Id, version: z.number().int().min(0), draft: CourseDraft })
    .strict(),
  response: z.object({ version: z.number(), changes: DraftChanges }),
});

export const publishCourse = defineOperation({
  name: 'staff/publishCourse',
  access: 'staff',
  roles: ['admin'],
  subjects: { pid: 'program' },
  summary:
    'Publishes the draft of a course through the content import’s course sections: learners of every batch running it see it.',
  body: z.object({ oid: Oid, pid: Id, tid: Id, version: z.number().int().min(0) }).strict(),
  response: z.object({ version: z.number(), changes: DraftChanges }),
});
