import { z } from 'zod';
import { Eid, Id, Line, limits, Oid } from './common.ts';
import { defineOperation } from './operation.ts';

/*
 * Hall tickets issued by admins (issue 25 item 4, ADR 0092): per batch, generated as PDFs from each
 * learner's name and the exam's centre, date and time, or one learner's uploaded (a PDF, PNG or JPEG by
 * its bytes). The learner's Hall Tickets page (spec 1) shows them.
 */

/** The kinds an uploaded hall ticket may be, by name; the server checks the bytes. */
export const hallTicketUploadTypes = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
} as const;

/** The kind a hall ticket file's name says, or null. */
export function hallTicketUploadType(filename: string): keyof typeof hallTicketUploadTypes | null {
  const extension = filename.split('.').at(-1)?.toLowerCase() ?? '';
  return filename.includes('.') && Object.hasOwn(hallTicketUploadTypes, extension)
    ? (extension as keyof typeof hallTicketUploadTypes)
    : null;
}

/** A batch an admin issues records for, with its programme. */
export const RecordBatch = z.object({
  bpid: Id,
  batch: z.string(),
  programme: z.string(),
  learners: z.number().int().min(0),
});
export type RecordBatch = z.infer<typeof RecordBatch>;

export const listRecordBatches = defineOperation({
  name: 'staff/listRecordBatches',
  access: 'staff',
  roles: ['admin'],
  summary: "The organisation's batches, newest first, with their programme and number of learners.",
  body: z.object({ oid: Oid }).strict(),
  response: z.object({ batches: z.array(RecordBatch) }),
});

/** A learner of the batch and the hall ticket they have, if any. */
export const BatchHallTicket = z.object({
  eid: z.string(),
  name: z.string(),
  /** The stored name (its last segment is what the learner sees), or null when none is issued. */
  hallticketName: z.string().nullable(),
  issuedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type BatchHallTicket = z.infer<typeof BatchHallTicket>;

export const listBatchHallTickets = defineOperation({
  name: 'staff/listBatchHallTickets',
  access: 'staff',
  roles: ['admin'],
  subjects: { bpid: 'batch' },
  summary: "A batch's learners, by name, each with the hall ticket they have (the latest issued).",
  body: z.object({ oid: Oid, bpid: Id }).strict(),
  response: z.object({ learners: z.array(BatchHallTicket) }),
});

/** What a generated hall ticket prints besides the learner: the exam's centre, day and time. */
export const HallTicketExam = z
  .object({
    oid: Oid,
    bpid: Id,
    /** The exam's name ("Semester end examination, June 2027"). */
    exam: Line.trim().min(1).max(limits.name),
    centre: Line.trim().min(1).max(limits.name),
    /** YYYY-MM-DD. */
    date: z.iso.date(),
    /** HH:MM, at the university. */
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 09:30'),
  })
  .strict();
export type HallTicketExam = z.input<typeof HallTicketExam>;

export const generateHallTickets = defineOperation({
  name: 'staff/generateHallTickets',
  access: 'staff',
  roles: ['admin'],
  subjects: { bpid: 'batch' },
  summary:
    "Renders a PDF hall ticket for every learner of the batch (name, e-mail, seat number, programme, exam, centre, date and time, the organisation's logo) and issues it; again: replaces the generated ones.",
  body: HallTicketExam,
  response: z.object({ generated: z.number().int().min(0) }),
});

export const presignHallTicket = defineOperation({
  name: 'staff/presignHallTicket',
  access: 'staff',
  roles: ['admin'],
  subjects: { bpid: 'batch' },
  summary: "One upload address for a learner's hall ticket file (PDF, PNG or JPEG, at most 10 MB).",
  body: z
    .object({
      oid: Oid,
      bpid: Id,
      eid: Eid,
      filename: Line.min(1).max(limits.shortText),
      filetype: Line.max(100),
      size: z.number().int().min(1),
    })
    .strict(),
  response: z.object({ url: z.string(), filename: z.string(), filetype: z.string(), expiresIn: z.number() }),
});

export const saveHallTicket = defineOperation({
  name: 'staff/saveHallTicket',
  access: 'staff',
  roles: ['admin'],
  subjects: { bpid: 'batch' },
  summary: "Issues the uploaded file (checked from its bytes) as the learner's hall ticket of the batch.",
  body: z.object({ oid: Oid, bpid: Id, eid: Eid, filename: Line.min(1).max(limits.shortText) }).strict(),
  response: z.object({ hallticketName: z.string() }),
});
