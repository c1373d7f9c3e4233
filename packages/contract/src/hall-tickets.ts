import { z } from 'zod';
import { Eid, Id, limits, Oid } from './common.ts';
import { defineOperation } from './operation.ts';

/** The file types a hall ticket may be (spec 1 §9), by extension, with the content type each is served as. */
export const hallTicketFileTypes = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
} as const;
export type HallTicketExtension = keyof typeof hallTicketFileTypes;

/** The largest hall ticket file accepted. */
export const hallTicketMaxBytes = 10 * 1024 * 1024;

/**
 * A hall ticket's stored name: `/`-separated segments of letters, digits, `.`, `_` and `-` (none
 * starting with a dot), ending in one of the accepted extensions. Screens show its last segment.
 */
export const HallTicketName = z
  .string()
  .max(limits.shortText)
  .regex(
    /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\.(pdf|png|jpe?g)$/i,
    'must be a file name (path segments allowed) ending in .pdf, .png, .jpeg or .jpg',
  );

/** The extension of a hall ticket's name, lowercased, when it is an accepted one. */
export function hallTicketExtension(name: string): HallTicketExtension | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  return extension !== undefined && Object.hasOwn(hallTicketFileTypes, extension)
    ? (extension as HallTicketExtension)
    : undefined;
}

/** Where a hall ticket's file is served, to its owner only: `/files/hallticket/<bpid>/<name>`. */
export function hallTicketFilePath(bpid: string, hallticketName: string): string {
  const segments = hallticketName.split('/').map(encodeURIComponent).join('/');
  return `/files/hallticket/${encodeURIComponent(bpid)}/${segments}`;
}

export const HallTicket = z.object({
  bpid: Id,
  /** The stored file name; may hold path segments. */
  hallticketName: z.string().max(limits.shortText),
  /** The file's address (see hallTicketFilePath). */
  fileUrl: z.string().max(limits.shortText * 2),
});
export type HallTicket = z.infer<typeof HallTicket>;

export const getHallticket = defineOperation({
  name: 'getHallticket',
  access: 'learner',
  summary: "The signed-in learner's hall tickets (spec: hallticketInfo), each with the address of its file.",
  body: z.object({ oid: Oid, eid: Eid }).strict(),
  response: z.object({ hallticketInfo: z.array(HallTicket) }),
});
