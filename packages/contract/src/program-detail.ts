import { z } from 'zod';
import { Html, Id, limits, Oid } from './common.ts';
import { MediaPath } from './content-bundle.ts';
import { defineOperation } from './operation.ts';

/*
 * The program detail page (spec 2 §2, `/myProg/{pid}/{il}`): what anyone may read of a published
 * program. Field names are the spec's; media paths are served at `/media/<oid>/<path>`.
 */

const Text = z.string().max(limits.shortText);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(limits.listItems);

export const ProgramDetailInfo = z.object({
  duration: Text,
  format: Text,
  credits: z.number().int().min(0),
  price: Text.optional(),
});

/** An instructor as the page shows them (their e-mail address stays on the server). */
export const InstructorCard = z.object({ name: Text, designation: Text, org: Text, pic: MediaPath });

export const ProgramTopic = z.object({
  tid: Id,
  tlabel: Text,
  /** Weeks. */
  tduration: z.number().int().min(0),
  ttitle: Text,
  tunits: list(Text),
  timage: MediaPath.optional(),
});

export const ProgramFaqGroup = z.object({
  title: Text,
  questions: list(z.object({ ques: Text, ans: Html })),
});

export const ProgramDetail = z.object({
  pid: Id,
  /** The batch the page is about: the one asked for, else the program's current batch (null if none). */
  bpid: Id.nullable(),
  /** May hold inline HTML (sanitised on the server when stored). */
  pname: Text,
  ptitle: Text,
  pimage: MediaPath.optional(),
  /** 'instructor': apply and be admitted; 'self': start at once. */
  etype: z.enum(['instructor', 'self']),
  /** Offered with the e-VBAB scholarship for partner African countries. */
  evbab: z.boolean(),
  pinfo: ProgramDetailInfo.optional(),
  poverview: Html,
  pfeatures: Html,
  poutcomes: Html,
  pinstructors: list(z.object({ title: Text, value: list(InstructorCard) })),
  pcurriculum: list(ProgramTopic),
  pfaq: list(ProgramFaqGroup),
  /** The partner variant (il = 1): a welcome text and the instruction PDF. */
  admission: z.object({ welcome: Html, instructionPdf: MediaPath }).optional(),
});
export type ProgramDetail = z.infer<typeof ProgramDetail>;

/**
 * The spec's GET_PROGRAM as the program detail page calls it, signed in or not. The learner's own
 * program pages call `getProgram` (program-info.ts), which needs an enrolment and adds progress.
 */
export const getProgramDetail = defineOperation({
  name: 'getProgramDetail',
  access: 'public',
  summary:
    "A program's public details for its detail page (the spec's GET_PROGRAM); 404 for an unknown or unpublished program.",
  body: z.object({ oid: Oid, pid: Id, bpid: Id.optional() }).strict(),
  response: ProgramDetail,
});
