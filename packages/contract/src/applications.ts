import { z } from 'zod';
import { EducationSection, GeneralInfoSection, ScholarshipSection } from './application-form.ts';
import { Eid, Id, limits, Oid } from './common.ts';
import { IsoDateTime } from './content-bundle.ts';
import { defineOperation } from './operation.ts';

/**
 * Where an application stands (spec 3 §4): 0 started, 1 in progress (a section saved), 2 submitted
 * (under review), 3 approved; 4 and 5 are later decisions the staff side records (5 reopens editing).
 */
export const ApplicationStatus = z.number().int().min(0).max(5);
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;

/** One applied program on My Application (spec 1 §3 "Application item"). */
export const ApplicationItem = z.object({
  pid: Id,
  bpid: Id,
  /** May contain HTML (sanitised on the server when stored). */
  pname: z.string().max(limits.shortText),
  pstatus: ApplicationStatus,
  applicationid: Id,
  /** The counsellor's message when the application was returned (pstatus 5) or rejected (4). */
  message: z.string().optional(),
});
export type ApplicationItem = z.infer<typeof ApplicationItem>;

export const getApplication = defineOperation({
  name: 'getApplication',
  access: 'learner',
  summary: "The signed-in learner's applications to programs, newest first, with where each stands.",
  body: z.object({ oid: Oid, eid: Eid }).strict(),
  response: z.array(ApplicationItem),
});

/** applications.json: applications learners have made (the wizard of a later issue writes the same rows). */
export const BundleApplication = z
  .object({
    eid: Eid.refine((eid) => eid === eid.toLowerCase(), 'must be lowercase (the username)'),
    pid: Id,
    bpid: Id,
    applicationid: Id,
    pstatus: ApplicationStatus,
    /** When it was submitted; only an application at pstatus 2 or more has been. */
    submittedAt: IsoDateTime.optional(),
    /** Sections of the wizard already saved, checked as a save checks them (documents are uploaded, not imported). */
    sections: z
      .object({
        generalinfo: GeneralInfoSection.optional(),
        education: EducationSection.optional(),
        scholarship: ScholarshipSection.optional(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((application) => application.pstatus >= 2 || application.submittedAt === undefined, {
    path: ['submittedAt'],
    message: 'only a submitted application (pstatus 2 or more) has submittedAt',
  });
export type BundleApplication = z.infer<typeof BundleApplication>;
export const BundleApplications = z.array(BundleApplication).max(limits.listItems * 20);
