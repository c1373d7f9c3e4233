import { z } from 'zod';
import { CertificateNumber } from './certificates.ts';
import { Eid, Id, limits } from './common.ts';
import { IsoDate, IsoDateTime, MediaPath, Title } from './content-bundle.ts';
import { HallTicketName } from './hall-tickets.ts';
import { Semester } from './ia-marks.ts';

/* certificates.json, halltickets.json and ia-marks.json: learners' records, each an array. */

// certificates.json ---------------------------------------------------------------------------------

/** A certificate already issued to a learner of the bundle, for a batch of one of its programs. */
export const BundleCertificate = z
  .object({ certno: CertificateNumber, eid: Eid, bpid: Id, issuedOn: IsoDate })
  .strict();
export type BundleCertificate = z.infer<typeof BundleCertificate>;
export const BundleCertificates = z.array(BundleCertificate).max(limits.listItems);

// halltickets.json ----------------------------------------------------------------------------------

/**
 * A learner's hall ticket for a batch they are enrolled in. `file` is a path under the bundle's
 * `private/` folder: hall tickets are never published with the media.
 */
export const BundleHallTicket = z
  .object({ eid: Eid, bpid: Id, hallticketName: HallTicketName, file: MediaPath })
  .strict();
export type BundleHallTicket = z.infer<typeof BundleHallTicket>;
export const BundleHallTickets = z.array(BundleHallTicket).max(limits.listItems);

// ia-marks.json -------------------------------------------------------------------------------------

const Marks = z.number().min(0).max(1000);

/**
 * One internal assessment of a course in a batch and semester, with learners' marks. Its marks become
 * visible at `visibleAt`, or `visibleHoursAgo` hours before the import (a demo that always shows an
 * answer window open and one closed); a later import keeps the moment the first one set.
 */
export const BundleIaAssessment = z
  .object({
    iaid: Id,
    bpid: Id,
    tid: Id,
    semester: Semester,
    name: Title,
    maxMarks: Marks.positive(),
    visibleAt: IsoDateTime.optional(),
    visibleHoursAgo: z
      .number()
      .min(0)
      .max(24 * 365)
      .optional(),
    /** A draft staff have not published: learners do not see it (ADR 0076). */
    draft: z.literal(true).optional(),
    marks: z
      .array(z.object({ eid: Eid, marks: Marks }).strict())
      .max(limits.listItems * 20)
      .default([]),
  })
  .strict()
  .superRefine((ia, context) => {
    const moments = [ia.visibleAt, ia.visibleHoursAgo, ia.draft].filter((given) => given !== undefined);
    if (moments.length !== 1) {
      context.addIssue({
        code: 'custom',
        path: ['visibleAt'],
        message: 'give exactly one of visibleAt, visibleHoursAgo and draft',
      });
    }
    ia.marks.forEach((mark, index) => {
      if (mark.marks > ia.maxMarks) {
        context.addIssue({
          code: 'custom',
          path: ['marks', index, 'marks'],
          message: `must not be more than maxMarks (${ia.maxMarks})`,
        });
      }
    });
  });
export type BundleIaAssessment = z.infer<typeof BundleIaAssessment>;
export const BundleIaMarks = z.array(BundleIaAssessment).max(limits.listItems);
