import { z } from 'zod';
import { Id, limits, Oid } from './common.ts';
import { defineOperation } from './operation.ts';

/** The catalogue groups programs this way; the header menus are built from these groups. */
export const programCategories = [
  'certificate',
  'diploma',
  'graduate',
  'pgdiploma',
  'undergraduate',
  'DoctorofPharmacy',
] as const;
export const ProgramCategory = z.enum(programCategories);
export type ProgramCategory = z.infer<typeof ProgramCategory>;

export const ProgramListItem = z.object({
  pid: Id,
  bpid: Id,
  /** May contain HTML (sanitised on the server when stored). */
  pname: z.string().max(limits.shortText),
});
export type ProgramListItem = z.infer<typeof ProgramListItem>;

export const ProgramList = z.object(
  Object.fromEntries(programCategories.map((category) => [category, z.array(ProgramListItem)])) as Record<
    ProgramCategory,
    z.ZodArray<typeof ProgramListItem>
  >,
);
export type ProgramList = z.infer<typeof ProgramList>;

export const getAllProgramList = defineOperation({
  name: 'getAllProgramList',
  access: 'public',
  summary: "Lists the organisation's published programs, grouped by category, each with its current batch.",
  body: z.object({ oid: Oid }).strict(),
  response: ProgramList,
});
