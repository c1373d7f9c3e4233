import { z } from 'zod';
import { Html, Id } from './common.ts';
import {
  IsoDate,
  isVideoSiteUrl,
  list,
  MediaPath,
  Minutes,
  refuseDuplicates,
  Title,
  WebLink,
  WebUrl,
  Weeks,
} from './content-bundle.ts';
import type { QuizType } from './content-bundle-questions.ts';

/* courses/<tid>.json: a course (topic) with its units (nuggets) of learning objects, references, videos and project. */

/** Learning objects whose content is a file of the bundle's media (`ourl`). */
export const mediaObjectTypes = [
  'video',
  'audio',
  'pdf',
  'html',
  'interactivity',
  'scorm',
  'podcast',
] as const;
export const videoSiteObjectTypes = ['vimeo', 'youtube'] as const;

/**
 * `nenabled` (of a nugget or an object) is the admin's switch as the bundle sets it: the default an
 * import writes for every batch running the course; staff change it per batch (ADR 0070).
 */
const objectShape = { oid: Id, otitle: Title, nenabled: z.boolean().default(true) };

/** One learning object; inside a course `oid` is the object's id (the spec's name), not the organisation. */
export const LearningObject = z.discriminatedUnion('otype', [
  z.object({ ...objectShape, otype: z.enum(mediaObjectTypes), ourl: MediaPath }).strict(),
  z
    .object({ ...objectShape, otype: z.enum(videoSiteObjectTypes), url: WebUrl })
    .strict()
    .refine((object) => isVideoSiteUrl(object.otype, object.url), {
      path: ['url'],
      message: 'must be an address of the video site named by otype',
    }),
  /** The quiz is quizzes/<oid>.json; its qtype is copied onto the object on import. */
  z.object({ ...objectShape, otype: z.literal('quiz') }).strict(),
]);
export type LearningObject = z.infer<typeof LearningObject>;

export const Nugget = z
  .object({
    nid: Id,
    /** The unit the nugget belongs to; nuggets with the same unit are shown together. */
    unit: Title,
    ntitle: Title,
    nduration: Minutes,
    nenabled: z.boolean().default(true),
    objects: list(LearningObject).min(1),
  })
  .strict();

export const attachmentTypes = ['pdf', 'video', 'audio', 'image'] as const;

const attachmentShape = {
  title: Title,
  otype: z.enum(attachmentTypes).optional(),
  ourl: MediaPath.optional(),
  link: WebLink.optional(),
};

function hasFileOrLink(item: { otype?: string; ourl?: string; link?: string }): boolean {
  return (
    (item.otype !== undefined) === (item.ourl !== undefined) &&
    (item.ourl !== undefined || item.link !== undefined)
  );
}
const fileOrLink = { message: 'give otype with ourl, or a link' };

export const Reference = z.object(attachmentShape).strict().refine(hasFileOrLink, fileOrLink);
export const CourseVideo = z
  .object({ ...attachmentShape, date: IsoDate })
  .strict()
  .refine(hasFileOrLink, fileOrLink);

export const ProjectObject = z
  .object({
    oid: Id,
    otitle: Title,
    otype: z.enum(['objective', 'podcast', 'pdf', 'video', 'audio', 'html']),
    ourl: MediaPath.optional(),
    description: Html.optional(),
    nenabled: z.boolean().default(true),
    /** Whether the learner may attach a file to their messages for this objective. */
    fileEnable: z.boolean().default(false),
  })
  .strict()
  .refine((object) => object.otype === 'objective' || object.ourl !== undefined, {
    path: ['ourl'],
    message: 'required unless otype is objective',
  });

export const ProjectNugget = z
  .object({
    nid: Id,
    unit: Title,
    ntitle: Title,
    nduration: Minutes,
    nenabled: z.boolean().default(true),
    objects: list(ProjectObject).min(1),
  })
  .strict();

export const BundleCourse = z
  .object({
    tid: Id,
    pid: Id,
    ttitle: Title,
    tduration: Weeks,
    tdescription: Html,
    timage: MediaPath.optional(),
    tenabled: z.boolean().default(true),
    freenavigation: z.boolean().default(false),
    nuggets: list(Nugget).min(1),
    references: list(Reference).default([]),
    videos: list(CourseVideo).default([]),
    project: list(ProjectNugget).default([]),
  })
  .strict()
  .superRefine((course, context) => {
    const nuggets = [
      ...course.nuggets.map((n, i) => ({ n, path: ['nuggets', i] })),
      ...course.project.map((n, i) => ({ n, path: ['project', i] })),
    ];
    refuseDuplicates(
      context,
      nuggets.map(({ n }) => n.nid),
      (i) => [...(nuggets[i]?.path ?? []), 'nid'],
      'nid',
    );
    const objects = nuggets.flatMap(({ n, path }) =>
      n.objects.map((o, j) => ({ oid: o.oid, path: [...path, 'objects', j, 'oid'] })),
    );
    refuseDuplicates(
      context,
      objects.map((o) => o.oid),
      (i) => objects[i]?.path ?? [],
      'object oid',
    );
  });
export type BundleCourse = z.infer<typeof BundleCourse>;

/** A type without the admin's switch: what is switched per batch is stored as rows, not in the content. */
type Unswitched<T> = T extends unknown ? Omit<T, 'nenabled'> : never;

/**
 * A course's authored content as stored and served (the quiz objects carry their qtype). The bundle's
 * `nenabled` of nuggets and objects are only the defaults an import writes to every batch running the
 * course (ADR 0070): they are not kept here.
 */
export type CourseDetails = Pick<BundleCourse, 'tdescription' | 'timage' | 'references' | 'videos'> & {
  nuggets: Array<
    Unswitched<Omit<BundleCourse['nuggets'][number], 'objects'>> & {
      objects: Array<Unswitched<LearningObject> & { qtype?: QuizType }>;
    }
  >;
  project: Array<
    Unswitched<Omit<BundleCourse['project'][number], 'objects'>> & {
      objects: Array<Unswitched<BundleCourse['project'][number]['objects'][number]>>;
    }
  >;
};
