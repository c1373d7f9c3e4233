import { z } from 'zod';
import { Id, limits, Oid } from './common.ts';
import { announcementTypes } from './content-bundle-notices.ts';
import { maxBatchesPerCall } from './events.ts';
import { defineOperation } from './operation.ts';

/**
 * An announcement to a batch (spec 3 §3). Which of mfname, weburl, webtext and embeddedcode it has
 * depends on its type: mfname (a media path of the organisation) for file, pdf, video, audio, image,
 * html and Interactivity; weburl and webtext for web; weburl for vimeo and youtube; embeddedcode only
 * for html and Interactivity authored as code (shown only in a sandboxed frame).
 */
export const Announcement = z.object({
  annid: Id,
  bpid: Id,
  /** The course (topic) it concerns, if any. */
  tid: Id.optional(),
  type: z.enum(announcementTypes),
  title: z.string(),
  /** HTML, sanitised on the server when stored. */
  description: z.string(),
  /** When it was published, in seconds since 1970. */
  sdate: z.number().int(),
  mfname: z.string().optional(),
  weburl: z.string().optional(),
  webtext: z.string().optional(),
  embeddedcode: z.string().optional(),
  /** An html or Interactivity announcement's page (mfname) on the content origin, signed for the learner (ADR 0083). */
  pageUrl: z.string().optional(),
  /** Any other type's file (mfname) on the content origin, signed for the learner and that file alone (ADR 0095). */
  fileUrl: z.string().optional(),
});
export type Announcement = z.infer<typeof Announcement>;

const AnnouncementList = z.array(Announcement).max(limits.listItems);

/** One program's announcements, newest first: a panel of the accordion. */
export const ProgramAnnouncements = z.object({
  bpid: Id,
  pid: Id,
  /** The program's plain-text title. */
  ptitle: z.string(),
  announcements: AnnouncementList,
});
export type ProgramAnnouncements = z.infer<typeof ProgramAnnouncements>;

export const announcements = defineOperation({
  name: 'announcements',
  access: 'learner',
  summary: "The announcements of each of the learner's batches named in bpid, grouped by program.",
  body: z
    .object({
      oid: Oid,
      /** The bpids of the learner's enrolments; each must be theirs. */
      bpid: z.array(Id).max(maxBatchesPerCall),
      rtype: z.literal('getall'),
    })
    .strict(),
  response: z.array(ProgramAnnouncements),
});

export const getAnnouncements = defineOperation({
  name: 'getAnnouncements',
  access: 'learner',
  summary: "The announcements of one of the learner's batches, newest first (GET_ANNOUNCEMENTS).",
  body: z.object({ oid: Oid, bpid: Id, rtype: z.literal('get') }).strict(),
  response: z.object({ announcements: AnnouncementList }),
});
