import { z } from 'zod';
import { ApplicationFormKind } from './application-form-kind.ts';
import { ApplicationStatus } from './applications.ts';
import { Eid, Id, limits, Oid } from './common.ts';
import { MediaPath } from './content-bundle.ts';
import { defineOperation } from './operation.ts';
import type { ProgramCategory } from './programs.ts';

/*
 * The application program listing (`/applyProgram`, spec 3 §2) and starting a program (spec 3 §4).
 */

/**
 * The listing's tabs and the catalogue categories each shows. Certificates and diplomas are
 * undergraduate-level awards, PG diplomas postgraduate ones (ADR: admissions listing).
 */
export const applyProgramTabs = {
  underGraduate: ['undergraduate', 'diploma', 'certificate'],
  postGraduate: ['graduate', 'pgdiploma'],
  doctorOfPharmacy: ['DoctorofPharmacy'],
} as const satisfies Record<string, readonly ProgramCategory[]>;
export type ApplyProgramTab = keyof typeof applyProgramTabs;

/**
 * What a card offers (spec 3 §2): by pstatus 0 Apply, 1 Continue Application, 2 Under Review (no
 * action), 3 Start, 5 Edit Application; a self-paced program not yet joined: Start; a program the
 * learner is enrolled in: Continue Learning. null: nothing to do (a decision the staff side records).
 */
export const ApplyAction = z.enum([
  'apply',
  'continueApplication',
  'underReview',
  'start',
  'editApplication',
  'continueLearning',
]);
export type ApplyAction = z.infer<typeof ApplyAction>;

export const ApplyProgram = z.object({
  pid: Id,
  /** The program's current batch, the one an application or a start is for. */
  bpid: Id,
  /** May contain HTML (sanitised on the server when stored). */
  pname: z.string().max(limits.shortText),
  pimage: MediaPath.optional(),
  etype: z.enum(['instructor', 'self']),
  evbab: z.boolean(),
  /** The form an application to it is made with, as the server decides it. */
  form: ApplicationFormKind,
  enrolled: z.boolean(),
  /** The learner's application's status; 0 when they have not applied. */
  pstatus: ApplicationStatus,
  applicationid: Id.nullable(),
  action: ApplyAction.nullable(),
});
export type ApplyProgram = z.infer<typeof ApplyProgram>;

const Cards = z.array(ApplyProgram).max(limits.listItems);

export const getPrograms = defineOperation({
  name: 'getPrograms',
  access: 'learner',
  summary:
    "The programs on offer by the listing's tabs, each with the signed-in learner's application status and what they may do next.",
  body: z.object({ oid: Oid, eid: Eid }).strict(),
  response: z.object({ underGraduate: Cards, postGraduate: Cards, doctorOfPharmacy: Cards }),
});

/**
 * Start (the spec's SYNC_PROGRAM): the server enrols the learner in the batch and builds the
 * program's and each course's progress at tp 0, when their application was accepted (pstatus 3) or
 * the program is self-paced. Starting a program already started changes nothing.
 */
export const syncUserProgramProgress = defineOperation({
  name: 'syncUserProgramProgress',
  access: 'learner',
  summary:
    'Starts a program the learner was accepted to (or a self-paced one): enrols them and builds their progress at tp 0.',
  body: z.object({ oid: Oid, eid: Eid, bpid: Id }).strict(),
  response: z.object({ pid: Id, bpid: Id, started: z.boolean() }),
});
