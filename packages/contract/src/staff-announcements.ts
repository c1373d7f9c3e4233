import { z } from 'zod';
import { Id, Line, limits, Oid, Paragraphs } from './common.ts';
import { EpochSeconds } from './content-bundle.ts';
import { defineOperation } from './operation.ts';
import {
  announcementFileProblem,
  type StaffFileAnnouncementType,
  staffFileAnnouncementTypes,
} from './staff-announcement-files.ts';

/*
 * Staff post announcements and events (issue 24 item 6, ADR 0077). Every body names where it goes: a
 * batch course the member teaches (`bcid`, checked by the teaching policy) or, for an admin, a whole
 * batch (`bpid`). An announcement shows to learners from its `sdate` (a later one is scheduled);
 * withdrawn, it is gone for them with its notifications. Staff never supply embed HTML: a video site's
 * address is reduced to its video id and rebuilt by the server.
 */

/**
 * The announcement types staff post from this screen: the file types with a file they upload; html and
 * Interactivity run scripts and are posted through the content bundle only.
 */
export const staffAnnouncementTypes = [
  'text',
  'web',
  'youtube',
  'vimeo',
  ...staffFileAnnouncementTypes,
] as const;
export type StaffAnnouncementType = (typeof staffAnnouncementTypes)[number];

/** An https address (links staff post are never plain http). */
export const HttpsUrl = Line.trim()
  .max(limits.shortText)
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Give an address that starts with https://.');

const videoAddress = {
  youtube: [
    /^https:\/\/(?:www\.|m\.)?youtube\.com\/watch\?(?:.*&)?v=([A-Za-z0-9_-]{11})(?:&.*)?$/,
    /^https:\/\/(?:www\.)?youtube\.com\/(?:embed|shorts|live)\/([A-Za-z0-9_-]{11})(?:[?#].*)?$/,
    /^https:\/\/youtu\.be\/([A-Za-z0-9_-]{11})(?:[?#].*)?$/,
  ],
  vimeo: [
    /^https:\/\/(?:www\.)?vimeo\.com\/(\d{1,12})(?:[/?#].*)?$/,
    /^https:\/\/player\.vimeo\.com\/video\/(\d{1,12})(?:[?#].*)?$/,
  ],
} as const;

/** The video id of a YouTube or Vimeo video address, or null for any other address. */
export function videoIdOf(site: 'youtube' | 'vimeo', url: string): string | null {
  for (const pattern of videoAddress[site]) {
    const match = pattern.exec(url.trim());
    if (match?.[1]) return match[1];
  }
  return null;
}

/** The one address the server keeps for a video: built from its id, never from what was sent. */
export function videoUrlOf(site: 'youtube' | 'vimeo', id: string): string {
  return site === 'youtube' ? `https://www.youtube.com/watch?v=${id}` : `https://vimeo.com/${id}`;
}

/** Where a post goes: a batch course (`bcid`) or, for an admin, a whole batch (`bpid`). */
const target = { oid: Oid, bcid: Id.optional(), bpid: Id.optional() };
const oneTarget = (body: { bcid?: string | undefined; bpid?: string | undefined }) =>
  (body.bcid === undefined) !== (body.bpid === undefined);
const oneTargetMessage = {
  message: 'Name a course (bcid) or a whole batch (bpid), not both.',
  path: ['bcid'],
};

export const AnnouncementStatus = z.enum(['scheduled', 'shown', 'withdrawn']);
export type AnnouncementStatus = z.infer<typeof AnnouncementStatus>;

/** An announcement as staff list it: what learners see, with its state and its description as plain text. */
export const StaffAnnouncement = z.object({
  annid: Id,
  bpid: Id,
  tid: Id.optional(),
  type: z.string(),
  title: z.string(),
  /** Sanitised HTML, as learners get it. */
  description: z.string(),
  /** The description as plain text, for editing. */
  descriptionText: z.string(),
  sdate: z.number().int(),
  weburl: z.string().optional(),
  webtext: z.string().optional(),
  mfname: z.string().optional(),
  /** The file's address for this staff member, as learners get theirs (ADR 0095): for the preview. */
  fileUrl: z.string().optional(),
  status: AnnouncementStatus,
  /** Whether this screen can edit it (types posted through the bundle are only withdrawn here). */
  editable: z.boolean(),
});
export type StaffAnnouncement = z.infer<typeof StaffAnnouncement>;

export const listStaffAnnouncements = defineOperation({
  name: 'staff/listAnnouncements',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse', bpid: 'batch' },
  summary:
    'The announcements of a batch course the member teaches (or, for an admin, of a whole batch), newest first, scheduled and withdrawn ones included.',
  body: z.object(target).strict().refine(oneTarget, oneTargetMessage),
  response: z.object({ rows: z.array(StaffAnnouncement).max(limits.listItems) }),
});

export const announcementTitleMax = 200;
export const announcementTextMax = 5000;

const announcementFields = {
  ...target,
  /** Absent: a new announcement; present: the one to edit (it must belong to the course or batch named). */
  annid: Id.optional(),
  title: Line.trim().min(1, 'Give a title.').max(announcementTitleMax, 'Keep the title to 200 characters.'),
  /** Plain text: the server keeps it as paragraphs of escaped text. */
  description: Paragraphs.trim().max(announcementTextMax, 'Keep the description to 5000 characters.'),
  /** When learners see it, in seconds since 1970: later than now schedules it. */
  sdate: EpochSeconds,
};

/**
 * A file announcement: `filename` is the stored name a `staff/presignAnnouncementFile` of this type and
 * target answered, once uploaded. An edit may leave it out to keep the announcement's file.
 */
function fileAnnouncement<T extends StaffFileAnnouncementType>(type: T) {
  return z
    .object({
      ...announcementFields,
      type: z.literal(type),
      filename: Line.min(1).max(limits.shortText).optional(),
    })
    .strict()
    .refine((body) => body.annid !== undefined || body.filename !== undefined, {
      message: `Upload the ${type} file first.`,
      path: ['filename'],
    });
}

export const SaveAnnouncementBody = z
  .discriminatedUnion('type', [
    z
      .object({ ...announcementFields, type: z.literal('text') })
      .strict()
      .refine((body) => body.description !== '', {
        message: 'A text announcement needs a description.',
        path: ['description'],
      }),
    z
      .object({
        ...announcementFields,
        type: z.literal('web'),
        weburl: HttpsUrl,
        webtext: Line.trim().min(1, 'Give the text of the link.').max(announcementTitleMax),
      })
      .strict(),
    z
      .object({
        ...announcementFields,
        type: z.literal('youtube'),
        weburl: Line.max(limits.shortText).refine(
          (url) => videoIdOf('youtube', url) !== null,
          'Give the address of a YouTube video.',
        ),
      })
      .strict(),
    z
      .object({
        ...announcementFields,
        type: z.literal('vimeo'),
        weburl: Line.max(limits.shortText).refine(
          (url) => videoIdOf('vimeo', url) !== null,
          'Give the address of a Vimeo video.',
        ),
      })
      .strict(),
    ...staffFileAnnouncementTypes.map((type) => fileAnnouncement(type)),
  ])
  .refine(oneTarget, oneTargetMessage);
export type SaveAnnouncementBody = z.infer<typeof SaveAnnouncementBody>;

export const saveAnnouncement = defineOperation({
  name: 'staff/saveAnnouncement',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse', bpid: 'batch' },
  summary:
    'Posts an announcement (or edits `annid`) to a batch course the member teaches or, for an admin, a whole batch; its learners are notified from its sdate.',
  body: SaveAnnouncementBody,
  response: z.object({ annid: Id, status: AnnouncementStatus }),
});

export const PresignAnnouncementFileBody = z
  .object({
    ...target,
    type: z.enum(staffFileAnnouncementTypes),
    filename: Line.trim().min(1, 'Give the file name.').max(limits.shortText),
    /** The media type the file is sent as: the one its name's kind has. */
    filetype: Line.max(limits.shortText),
    size: z.number().int().min(1, 'The file is empty.'),
  })
  .strict()
  .refine(oneTarget, oneTargetMessage)
  .superRefine((body, context) => {
    const problem = announcementFileProblem(body.type, { name: body.filename, size: body.size });
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['filename'] });
  });
export type PresignAnnouncementFileBody = z.infer<typeof PresignAnnouncementFileBody>;

export const presignAnnouncementFile = defineOperation({
  name: 'staff/presignAnnouncementFile',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse', bpid: 'batch' },
  summary:
    'Grants one upload address, for this session’s member only, for the file of an image, pdf, video, audio or file announcement to a course the member teaches (or, for an admin, a whole batch); the save naming the answered `filename` checks its bytes.',
  body: PresignAnnouncementFileBody,
  response: z.object({
    url: z.string(),
    filename: z.string(),
    filetype: z.string(),
    expiresIn: z.number().int(),
  }),
});

export const withdrawAnnouncement = defineOperation({
  name: 'staff/withdrawAnnouncement',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse', bpid: 'batch' },
  summary:
    'Withdraws announcement `annid` of the course or batch named: learners no longer see it nor its notifications.',
  body: z
    .object({ ...target, annid: Id })
    .strict()
    .refine(oneTarget, oneTargetMessage),
  response: z.object({ status: z.literal('withdrawn') }),
});

/** A calendar event as staff list it. */
export const StaffEvent = z.object({
  evid: Id,
  bpid: Id,
  tid: Id.optional(),
  title: z.string(),
  start: z.string(),
  link: z.string().optional(),
});
export type StaffEvent = z.infer<typeof StaffEvent>;

export const listStaffEvents = defineOperation({
  name: 'staff/listEvents',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse', bpid: 'batch' },
  summary:
    'The calendar events of a batch course the member teaches (or, for an admin, of a whole batch), by day.',
  body: z.object(target).strict().refine(oneTarget, oneTargetMessage),
  response: z.object({ rows: z.array(StaffEvent).max(limits.listItems) }),
});

export const SaveEventBody = z
  .object({
    ...target,
    /** Absent: a new event; present: the one to edit (it must belong to the course or batch named). */
    evid: Id.optional(),
    title: Line.trim().min(1, 'Give a title.').max(announcementTitleMax, 'Keep the title to 200 characters.'),
    start: z.iso.date('Give the day as YYYY-MM-DD.'),
    link: HttpsUrl.optional(),
  })
  .strict()
  .refine(oneTarget, oneTargetMessage);
export type SaveEventBody = z.infer<typeof SaveEventBody>;

export const saveEvent = defineOperation({
  name: 'staff/saveEvent',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse', bpid: 'batch' },
  summary:
    "Adds a calendar event (or edits `evid`) to a batch course the member teaches or, for an admin, a whole batch: it shows on its learners' calendars and feeds.",
  body: SaveEventBody,
  response: z.object({ evid: Id }),
});

export const deleteEvent = defineOperation({
  name: 'staff/deleteEvent',
  access: 'staff',
  roles: ['instructor', 'admin'],
  subjects: { bcid: 'batchCourse', bpid: 'batch' },
  summary: 'Deletes calendar event `evid` of the course or batch named.',
  body: z
    .object({ ...target, evid: Id })
    .strict()
    .refine(oneTarget, oneTargetMessage),
  response: z.object({ deleted: z.literal(true) }),
});
