import { z } from 'zod';
import { StoredFileName } from './account-uploads.ts';
import { Eid, Id, Line, limits, Oid, Paragraphs } from './common.ts';
import { defineOperation } from './operation.ts';
import { personName } from './person-name.ts';

/** The latest date of birth the profile accepts (spec §5). */
export const profileDobMax = '2010-01-01';

/** The spec's profile messages (§4, §5, §8). */
export const profileMessages = {
  photo: 'Please Select Profile Photo',
  name: 'Please enter user name',
  dob: 'Please enter date of Birth',
  countryCode: 'Please enter country code',
  address: 'Please enter Address',
  phone: 'Please enter phone number',
  passport: 'Please enter passport number',
  highestDegree: 'Please enter higest degree',
  workExperience: 'Please enter work experience',
  uploaded: 'Uploaded successfully',
  deleted: 'deleted successfully',
  confirmDelete: 'Are you sure you want to delete ?',
  noUsn: 'No USN',
} as const;

/** Up to this many files in each of documents, certificates and marks cards. */
export const profileFilesMax = 20;

const required = (message: string, max: number = limits.name) =>
  Line.trim().min(1, message).max(max, message);

const dateOfBirth = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, profileMessages.dob)
  .refine((value) => !Number.isNaN(Date.parse(value)) && value <= profileDobMax, profileMessages.dob);

const fileList = z.array(StoredFileName).max(profileFilesMax);

/**
 * The profile's fields, in the order the spec checks them on submit: the first that fails is the one
 * message shown (the browser shows `issues[0]`; the server answers the same first message).
 */
export const ProfileFields = z.object({
  profilepicname: StoredFileName.or(z.literal('')).refine((value) => value !== '', profileMessages.photo),
  uname: personName(profileMessages.name),
  dob: dateOfBirth,
  councode: required(profileMessages.countryCode, 8).regex(/^\+?[0-9]{1,4}$/, profileMessages.countryCode),
  ads: Paragraphs.trim().min(1, profileMessages.address).max(limits.shortText, profileMessages.address),
  cno: required(profileMessages.phone, 20).regex(/^[0-9]{4,15}$/, profileMessages.phone),
  passportno: required(profileMessages.passport, 40),
  highdeg: required(profileMessages.highestDegree),
  workexp: required(profileMessages.workExperience),
  lstname: personName(profileMessages.name, { optional: true }),
  othergovid: Line.trim().max(40),
  docname: fileList,
  certificates: fileList,
  markscards: fileList,
});
export type ProfileFields = z.infer<typeof ProfileFields>;

/** The first message of the spec's submit checks that `values` fail, or null. */
export function profileProblem(values: unknown): string | null {
  const result = ProfileFields.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** A file of the profile, as its owner reads it. */
export const ProfileFile = z.object({ name: z.string(), url: z.string() });
export type ProfileFile = z.infer<typeof ProfileFile>;

/** Where a profile file is served, to its owner only. */
export type ProfileFileKind = 'photo' | 'document' | 'certificate' | 'markscard';
export const profileFilePath = (kind: ProfileFileKind, name: string) =>
  `/files/profile/${kind}/${encodeURIComponent(name)}`;

/** One programme of the learner with its University Seat Number, or null ('No USN'). */
export const CandidateId = z.object({ bpid: Id, pname: z.string(), usn: z.string().nullable() });

/** A change of name the learner asked for, waiting for the university's approval. */
export const PendingName = z.object({ uname: z.string(), lastname: z.string(), requestedAt: z.string() });
export type PendingName = z.infer<typeof PendingName>;

/** The profile record with the spec's field names (a new profile starts from the account's name). */
export const UserProfile = z.object({
  UNAME: z.string(),
  LASTNAME: z.string(),
  EMAILID: z.string(),
  CNO: z.string(),
  ADS: z.string(),
  DOB: z.string(),
  HIGHDEG: z.string(),
  COUNTRYCODE: z.string(),
  PASSPORTNO: z.string(),
  OTHGOVID: z.string(),
  WORKEXP: z.string(),
  PROFILEPICNAME: z.string(),
  PROFILEPICURL: z.string().nullable(),
  DOCUMENTNAME: z.array(ProfileFile),
  CERTIFICATE: z.array(ProfileFile),
  MARKSCARD: z.array(ProfileFile),
  candidateIds: z.array(CandidateId),
  /**
   * Whether a change of name goes to the university for approval: once the learner holds a
   * certificate or has submitted an application, UNAME and LASTNAME change only when it approves.
   */
  nameNeedsApproval: z.boolean(),
  /** The change of name waiting for approval, if any (the name on records stays UNAME LASTNAME). */
  pendingName: PendingName.nullable(),
});
export type UserProfile = z.infer<typeof UserProfile>;

export const getUserProfile = defineOperation({
  name: 'getUserProfile',
  access: 'learner',
  summary: "The signed-in learner's profile, its files' addresses, and their programmes with USNs.",
  body: z.object({ oid: Oid, eid: Eid, email: Line.max(limits.email).optional() }).strict(),
  response: UserProfile,
});

export const updateuserprofile = defineOperation({
  name: 'updateuserprofile',
  access: 'learner',
  summary:
    "Saves the learner's profile: fields checked in the spec's order, new files claimed from their uploads and checked from their bytes, files left out deleted; a change of name waits for approval once the learner holds a certificate or has submitted an application.",
  body: ProfileFields.extend({ oid: Oid, eid: Eid }).strict(),
  response: UserProfile,
});
