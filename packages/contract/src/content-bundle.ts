import { z } from 'zod';
import { ApplicationFormKind } from './application-form-kind.ts';
import { Html, Id, limits, Oid } from './common.ts';
import { OrganisationProfile } from './organisation.ts';
import { ProgramCategory } from './programs.ts';

/*
 * A content bundle is a folder of JSON files, each checked by one schema below, plus a `media/` folder.
 * Field names are the spec's (pid, bpid, tid, nid, pname, pcurriculum, qitems, iopts, atype, ...).
 * content/demo/README.md describes the bundle file by file.
 */

/** A file of the bundle's `media/` folder by its path there; served at `/media/<oid>/<path>`. */
export const MediaPath = z
  .string()
  .max(limits.shortText)
  .regex(
    /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/,
    'must be a path under media/ (letters, digits, . _ - and /; no leading dot)',
  );

function isHttpUrl(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

/** An http(s) address, or a path of the portal itself (`/event`). */
export const WebLink = z
  .string()
  .max(limits.shortText)
  .refine((value) => isHttpUrl(value) || /^\/(?!\/)/.test(value), 'must be an http(s) address or a /path');

export const WebUrl = z.string().max(limits.shortText).refine(isHttpUrl, 'must be an http(s) address');

const videoHosts = {
  youtube: /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)$/,
  vimeo: /(^|\.)vimeo\.com$/,
} as const;

/** True when `url` is an address of the video site named by `site`. */
export function isVideoSiteUrl(site: keyof typeof videoHosts, url: string): boolean {
  return isHttpUrl(url) && videoHosts[site].test(new URL(url).hostname);
}

/** A title or other short line of plain text. */
export const Title = z.string().trim().min(1).max(limits.shortText);
const Name = z.string().trim().min(1).max(limits.name);
/** A calendar date, YYYY-MM-DD. */
export const IsoDate = z.iso.date();
/** A moment with its offset, such as 2026-11-20T10:00:00+05:30 (Asia/Kolkata, the default university time zone). */
export const IsoDateTime = z.iso.datetime({ offset: true });
/** Seconds since 1970, as the spec's announcement sdate. */
export const EpochSeconds = z.number().int().min(1_000_000_000).max(9_999_999_999);
/** Durations: courses in weeks, nuggets in minutes (the spec's units). */
export const Weeks = z.number().int().min(0).max(520);
export const Minutes = z.number().int().min(0).max(10_000);

export function list<T extends z.ZodType>(item: T) {
  return z.array(item).max(limits.listItems);
}

/** Ids listed by `ids` that occur more than once, reported at `path(index)`. */
export function refuseDuplicates(
  context: z.RefinementCtx,
  ids: readonly string[],
  path: (index: number) => PropertyKey[],
  what: string,
): void {
  const seen = new Set<string>();
  ids.forEach((id, index) => {
    if (seen.has(id))
      context.addIssue({ code: 'custom', path: path(index), message: `duplicate ${what} ${id}` });
    seen.add(id);
  });
}

// organisation.json ---------------------------------------------------------------------------------

export const BundleOrganisation = OrganisationProfile.extend({
  oid: Oid,
  logo: MediaPath,
  partnerLogo: MediaPath.optional(),
  banner: MediaPath.optional(),
  universityUrl: z
    .url({ protocol: /^https$/ })
    .max(limits.shortText)
    .optional(),
  applicationForm: ApplicationFormKind.default('wizard'),
}).strict();
export type BundleOrganisation = z.infer<typeof BundleOrganisation>;

// programs/<pid>.json -------------------------------------------------------------------------------

export const Person = z
  .object({ name: Name, designation: Name, org: Name, pic: MediaPath, emailid: z.email().optional() })
  .strict();
export type Person = z.infer<typeof Person>;

export const InstructorGroup = z.object({ title: Title, value: list(Person).min(1) }).strict();

export const CurriculumTopic = z
  .object({
    tid: Id,
    tlabel: Title,
    tduration: Weeks,
    ttitle: Title,
    tunits: list(Title),
    timage: MediaPath.optional(),
  })
  .strict();

export const FaqGroup = z
  .object({ title: Title, questions: list(z.object({ ques: Title, ans: Html }).strict()).min(1) })
  .strict();

export const BatchCourse = z.object({ tid: Id, bcid: Id, telective: z.boolean().default(false) }).strict();

export const BundleBatch = z
  .object({
    bpid: Id,
    title: Title,
    /** First and last day of the batch (the spec's psd and ped). */
    psd: IsoDate,
    ped: IsoDate,
    /** The batch the public catalogue offers; at most one per program. */
    current: z.boolean().default(false),
    courses: list(BatchCourse).default([]),
  })
  .strict()
  .refine((batch) => batch.psd <= batch.ped, { path: ['ped'], message: 'must not be before psd' });

const programShape = {
  pid: Id,
  category: ProgramCategory,
  /** May hold inline HTML (sanitised on import). */
  pname: z.string().trim().min(1).max(limits.shortText),
  /** The plain-text title (the spec's ptitle). */
  ptitle: Title,
  pimage: MediaPath,
  published: z.boolean().default(true),
  sortOrder: z.number().int().default(0),
  /** 'instructor': apply and be admitted; 'self': start at once. */
  etype: z.enum(['instructor', 'self']).default('instructor'),
  /** Offered with the e-VBAB scholarship for partner African countries. */
  evbab: z.boolean().default(false),
  /** The application form of this program, when not the organisation's. */
  applicationForm: ApplicationFormKind.optional(),
  pinfo: z
    .object({ duration: Title, format: Title, credits: z.number().int().min(0), price: Title.optional() })
    .strict(),
  poverview: Html,
  pfeatures: Html,
  poutcomes: Html,
  pinstructors: list(InstructorGroup).default([]),
  ccoordinator: Person.optional(),
  cmentor: Person.optional(),
  pcurriculum: list(CurriculumTopic).min(1),
  pfaq: list(FaqGroup).default([]),
  /** Shown on the partner (il = 1) variant of the program page. */
  admission: z.object({ welcome: Html, instructionPdf: MediaPath }).strict().optional(),
  batches: list(BundleBatch).min(1),
};

export const BundleProgram = z
  .object(programShape)
  .strict()
  .superRefine((program, context) => {
    const tids = program.pcurriculum.map((topic) => topic.tid);
    refuseDuplicates(context, tids, (i) => ['pcurriculum', i, 'tid'], 'tid');
    refuseDuplicates(
      context,
      program.batches.map((batch) => batch.bpid),
      (i) => ['batches', i, 'bpid'],
      'bpid',
    );
    if (program.batches.filter((batch) => batch.current).length > 1) {
      context.addIssue({ code: 'custom', path: ['batches'], message: 'at most one batch may be current' });
    }
    program.batches.forEach((batch, b) => {
      batch.courses.forEach((course, c) => {
        if (!tids.includes(course.tid)) {
          context.addIssue({
            code: 'custom',
            path: ['batches', b, 'courses', c, 'tid'],
            message: `${course.tid} is not a topic of pcurriculum`,
          });
        }
      });
      refuseDuplicates(
        context,
        batch.courses.map((course) => course.tid),
        (c) => ['batches', b, 'courses', c, 'tid'],
        'tid',
      );
    });
  });
export type BundleProgram = z.infer<typeof BundleProgram>;

/** A program's authored texts as stored and served: everything but its keys, category and batches. */
export type ProgramDetails = Omit<
  BundleProgram,
  'pid' | 'category' | 'pname' | 'published' | 'sortOrder' | 'batches'
>;
