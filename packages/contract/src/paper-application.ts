import { z } from 'zod';
import { defineDocumentUpload } from './application-form-documents.ts';
import { ApplicationStatus } from './applications.ts';
import { Eid, Id, Line, limits, Oid } from './common.ts';
import { IsoDate } from './content-bundle.ts';
import { defineOperation } from './operation.ts';
import { PaperFormShape, paperDocumentNames, paperDocuments } from './paper-form.ts';

/*
 * The paper-style form's calls (spec 3 §7 update-user-application and get-presigned-url, for a
 * program whose organisation chose the paper form): read, save (which submits: pstatus 2) and upload.
 */

export const getPaperApplication = defineOperation({
  name: 'getPaperApplication',
  access: 'learner',
  summary:
    "The signed-in learner's paper-style application to a program's batch, with the programme title, their e-mail and the university's today.",
  body: z.object({ oid: Oid, eid: Eid, pid: Id, bpid: Id }).strict(),
  response: z.object({
    /** null until the form is saved. */
    applicationid: Id.nullable(),
    /** 0 when nothing is saved yet. */
    pstatus: ApplicationStatus,
    /** The chosen programme, the fixed title of the programme table's first row. */
    ptitle: Line.max(limits.shortText),
    /** The session's e-mail, shown read-only. */
    email: Line.max(limits.email),
    /** The calendar day at the university: the date rules and the age are reckoned from it. */
    today: IsoDate,
    form: PaperFormShape.nullable(),
    /** Short-lived addresses of the uploaded documents, for their owner only. */
    documentUrls: z.partialRecord(z.enum(paperDocumentNames), z.string().max(limits.longText)),
  }),
});

/**
 * Saves the form (spec 3 §2: saving it sets status 2 and returns to the program list). The body's
 * fields are checked here for their formats; the fourteen checks and the date rules, which need the
 * university's today, on the server.
 */
export const updatePaperApplication = defineOperation({
  name: 'updatePaperApplication',
  access: 'learner',
  summary:
    "Saves the learner's paper-style application after the spec's fourteen checks and the date rules; it moves to pstatus 2 (under review).",
  body: z
    .object({
      oid: Oid,
      eid: Eid,
      pid: Id,
      bpid: Id,
      /** The application id the form holds; empty before the first save. */
      appid: Id.or(z.literal('')),
      pstatus: z.literal(2),
      form: PaperFormShape,
    })
    .strict(),
  response: z.object({ applicationid: Id, pstatus: ApplicationStatus }),
});

/** An address to PUT one upload of the paper form to (the spec's get-presigned-url, type 'application'). */
export const getPaperApplicationPresignedUrl = defineDocumentUpload(
  'getPaperApplicationPresignedUrl',
  paperDocuments,
  "A short-lived address to upload one document of the learner's paper-style application; its size and type are checked from the bytes when the form is saved.",
);
