import { z } from 'zod';
import { Eid, Id, limits } from './common.ts';
import { IsoDate } from './content-bundle.ts';

/** enrolments.json: which learner studies in which batch, with the USN the university gave them. */
export const BundleEnrolment = z
  .object({
    eid: Eid,
    bpid: Id,
    /** University Seat Number, used for exam scheduling; absent until the university issues it. */
    usn: z.string().trim().min(1).max(limits.id).optional(),
    enrolledOn: IsoDate,
    /** Elective courses (tid) the learner chose; electives not listed are hidden from them. */
    selectedElectives: z.array(Id).max(limits.listItems).default([]),
  })
  .strict();
export type BundleEnrolment = z.infer<typeof BundleEnrolment>;

export const BundleEnrolments = z.array(BundleEnrolment).max(limits.listItems * 20);
