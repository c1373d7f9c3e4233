import { z } from 'zod';
import { Eid, Html, Id, limits } from './common.ts';
import {
  EpochSeconds,
  IsoDate,
  isVideoSiteUrl,
  MediaPath,
  Title,
  WebLink,
  WebUrl,
} from './content-bundle.ts';

/* events.json, announcements.json and notifications.json: each an array of the records below. */

// events.json ---------------------------------------------------------------------------------------

/** A calendar event of a batch; `evid` is the bundle's key for it (the spec's event has none). */
export const BundleEvent = z
  .object({
    evid: Id,
    bpid: Id,
    /** The course it concerns, shown only to the batch's learners who study it; none: the whole batch. */
    tid: Id.optional(),
    title: Title,
    start: IsoDate,
    link: WebLink.optional(),
  })
  .strict();
export type BundleEvent = z.infer<typeof BundleEvent>;
export const BundleEvents = z.array(BundleEvent).max(limits.listItems);

// announcements.json --------------------------------------------------------------------------------

export const announcementTypes = [
  'text',
  'file',
  'web',
  'video',
  'audio',
  'image',
  'pdf',
  'html',
  'Interactivity',
  'vimeo',
  'youtube',
] as const;
export type AnnouncementType = (typeof announcementTypes)[number];

/** Announcement types whose content is a file of the bundle's media (`mfname`). */
export const fileAnnouncementTypes = [
  'file',
  'pdf',
  'video',
  'audio',
  'image',
  'html',
  'Interactivity',
] as const;

const announcementShape = {
  /** The bundle's key for the announcement (the spec's announcement has none). */
  annid: Id,
  bpid: Id,
  /** The course (topic) it concerns, if any. */
  tid: Id.optional(),
  title: Title,
  description: Html.default(''),
  /** When it was published, in seconds since 1970. */
  sdate: EpochSeconds,
};

export const BundleAnnouncement = z.discriminatedUnion('type', [
  z
    .object({ ...announcementShape, type: z.literal('text') })
    .strict()
    .refine((announcement) => announcement.description.trim() !== '', {
      path: ['description'],
      message: 'a text announcement needs a description',
    }),
  z.object({ ...announcementShape, type: z.enum(fileAnnouncementTypes), mfname: MediaPath }).strict(),
  z.object({ ...announcementShape, type: z.literal('web'), weburl: WebUrl, webtext: Title }).strict(),
  z
    .object({
      ...announcementShape,
      type: z.enum(['vimeo', 'youtube']),
      weburl: WebUrl,
      /** The site's embed snippet (an iframe), kept only for youtube and vimeo addresses. */
      embeddedcode: Html.optional(),
    })
    .strict()
    .refine((announcement) => isVideoSiteUrl(announcement.type, announcement.weburl), {
      path: ['weburl'],
      message: 'must be an address of the video site named by type',
    }),
]);
export type BundleAnnouncement = z.infer<typeof BundleAnnouncement>;
export const BundleAnnouncements = z.array(BundleAnnouncement).max(limits.listItems);

// notifications.json --------------------------------------------------------------------------------

/** A notification for one learner, named by their username (eid, the lowercased e-mail). */
export const BundleNotification = z
  .object({
    /** The bundle's key for the notification. */
    notid: Id,
    eid: Eid.refine((eid) => eid === eid.toLowerCase(), 'must be lowercase (the username)'),
    title: Title,
    msg: z.string().trim().min(1).max(limits.longText),
    link: WebLink.optional(),
    sdate: EpochSeconds,
    /** Already read when imported (demo data); a learner's own reading is never undone by a re-import. */
    read: z.boolean().default(false),
  })
  .strict();
export type BundleNotification = z.infer<typeof BundleNotification>;
export const BundleNotifications = z.array(BundleNotification).max(limits.listItems);
