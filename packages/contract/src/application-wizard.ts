import { z } from 'zod';
import {
  applicationDocumentNames,
  applicationDocuments,
  applicationSectionNames,
  educationShape,
  generalInfoShape,
  scholarshipShape,
  sectionShapes,
  uploadDocShape,
} from './application-form.ts';
import { defineDocumentUpload } from './application-form-documents.ts';
import { formVariants } from './application-form-variants.ts';
import { ApplicationStatus } from './applications.ts';
import { Eid, Id, Line, limits, Oid } from './common.ts';
import { defineOperation } from './operation.ts';

/*
 * The application wizard's calls (spec 3 §7 update-user-application and get-presigned-url). The
 * spec's one call with an action is two operations here: action 1 reads, actions 0 and 2 write.
 */

const Name = Line.max(limits.shortText);

/** The saved application of the learner for batch `bpid`, as the wizard fills itself from it. */
export const SavedApplication = z.object({
  /** null until the first section is saved. */
  applicationid: Id.nullable(),
  /** 0 when nothing is saved yet. */
  pstatus: ApplicationStatus,
  generalinfo: z.object(generalInfoShape).nullable(),
  education: z.object(educationShape).nullable(),
  uploaddoc: z.object(uploadDocShape).nullable(),
  scholarship: z.object(scholarshipShape).nullable(),
  /** Short-lived addresses of the uploaded documents, for their owner only (the spec's ...url fields). */
  documentUrls: z.partialRecord(z.enum(applicationDocumentNames), z.string().max(limits.longText)),
  /**
   * The form and its rules, as the server decides them: the university form when the program takes
   * it, else the pre-registered wizard when the partner data holds the learner's e-mail (spec 3 §2).
   */
  variant: z.enum(formVariants),
  /** The learner's partner-portal registration (the spec's evbabdata), when their e-mail has one. */
  evbabdata: z
    .object({
      first_name: Name,
      last_name: Name,
      email: Name,
      learning_center: Id,
      learning_center_name: Name,
    })
    .nullable(),
});
export type SavedApplication = z.infer<typeof SavedApplication>;

export const getUserApplication = defineOperation({
  name: 'getUserApplication',
  access: 'learner',
  summary:
    "The signed-in learner's application to a program's batch with its saved sections (the spec's update-user-application, action 1).",
  body: z
    .object({ oid: Oid, eid: Eid, action: z.literal(1), pid: Id, bpid: Id, appid: Id.optional() })
    .strict(),
  response: SavedApplication,
});

/** A section's fields, each optional and without its default, so that a save carries only its own. */
function withoutDefaults<S extends Record<string, z.ZodDefault<z.ZodType>>>(shape: S) {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, field.unwrap().optional()]),
  ) as {
    [K in keyof S]: z.ZodOptional<ReturnType<S[K]['unwrap']>>;
  };
}

/** Every field of every section: the section named by typeobj is then checked in full. */
const AnySection = z
  .object({
    ...withoutDefaults(generalInfoShape),
    ...withoutDefaults(educationShape),
    ...withoutDefaults(uploadDocShape),
    ...withoutDefaults(scholarshipShape),
  })
  .strict();

/**
 * A section save (action 0, pstatus 1) or the Review's submit (action 2, pstatus 2). One object
 * rather than a union, so that a 400 names the very field (appobj.firstName) that was wrong.
 */
export const updateUserApplication = defineOperation({
  name: 'updateUserApplication',
  access: 'learner',
  summary:
    "Saves a section of the learner's application (action 0, pstatus 1) or submits it (action 2, pstatus 2); the first save creates the application id.",
  body: z
    .object({
      oid: Oid,
      eid: Eid,
      emailid: Eid,
      action: z.union([z.literal(0), z.literal(2)]),
      pid: Id,
      bpid: Id,
      bname: Name.optional(),
      pname: Name.optional(),
      psname: Name.optional(),
      typeobj: z.enum(applicationSectionNames).optional(),
      appobj: AnySection.optional(),
      /** The application id the wizard holds; empty before the first save. */
      appid: Id.or(z.literal('')),
      pstatus: z.union([z.literal(1), z.literal(2)]),
      /** First, middle and last name; the server keeps its own record of who applied. */
      uname: Name.optional(),
      evbab: z.boolean().optional(),
    })
    .strict()
    .superRefine((body, context) => {
      if (body.pstatus !== (body.action === 0 ? 1 : 2)) {
        context.addIssue({
          code: 'custom',
          path: ['pstatus'],
          message: `action ${body.action} goes with pstatus ${body.action === 0 ? 1 : 2}`,
        });
      }
      if (body.action === 2) {
        if (body.typeobj !== undefined || body.appobj !== undefined) {
          context.addIssue({ code: 'custom', path: ['typeobj'], message: 'a submit carries no section' });
        }
        return;
      }
      if (body.typeobj === undefined || body.appobj === undefined) {
        context.addIssue({ code: 'custom', path: ['typeobj'], message: 'a save names its section and data' });
        return;
      }
      // The fields' formats here; the section's checks, which depend on the applicant's variant, on the server.
      const parsed = sectionShapes[body.typeobj].safeParse(body.appobj);
      for (const issue of parsed.error?.issues ?? []) {
        context.addIssue({ code: 'custom', path: ['appobj', ...issue.path], message: issue.message });
      }
    }),
  response: z.object({ applicationid: Id, pstatus: ApplicationStatus }),
});

/**
 * An address to PUT one application document to (the spec's get-presigned-url, type 'application').
 * The name is the stored name the wizard then saves in its uploaddoc section.
 */
export const getApplicationPresignedUrl = defineDocumentUpload(
  'getApplicationPresignedUrl',
  applicationDocuments,
  "A short-lived address to upload one document of the learner's application to; the size and type are checked from the bytes when the section is saved.",
);
