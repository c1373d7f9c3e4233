import { z } from 'zod';
import { Eid, Html, Id, Line, limits, Oid, Paragraphs } from './common.ts';
import { defineOperation } from './operation.ts';

/** The thread of an open objective is asked again this often (spec 2 §9). */
export const projectPollMs = 5000;

/** The largest attachment of a project message: 50 MB (spec 2 §9). */
export const projectAttachmentMaxBytes = 52_428_800;

/** Attachment types by extension, with the content type each must be sent and found as. */
export const projectAttachmentTypes = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const;
export type ProjectAttachmentExtension = keyof typeof projectAttachmentTypes;

export const projectMessages = {
  emptyMessage: 'Please enter Message',
  fileTooLarge: 'File size is greater than 50 MB',
  wrongFileType: 'Please upload files in the format of pdf, jpg, jpeg, png only.',
  previousIncomplete: 'Please Complete previous object',
  nuggetDisabled: 'Disabled by admin',
} as const;

/** The extension of a file name when it is an accepted attachment type (case ignored). */
export function projectAttachmentExtension(fileName: string): ProjectAttachmentExtension | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return extension !== undefined && Object.hasOwn(projectAttachmentTypes, extension)
    ? (extension as ProjectAttachmentExtension)
    : undefined;
}

/** An objective's status as staff set it: 1 In-progress, 2 Approved, 3 Rejected (spec 2 §3). */
export const ObjectiveStatus = z.literal([1, 2, 3]);
export type ObjectiveStatus = z.infer<typeof ObjectiveStatus>;

/** The learner's place in an objective: 0 locked, 1 in progress, 2 done (approved). */
export const ObjectiveOp = z.literal([0, 1, 2]);

/** Why an objective is locked: its nugget is disabled, or the objective before it is not approved yet. */
export const LockReason = z.enum(['nuggetDisabled', 'previousIncomplete']);

export const ProjectObject = z.object({
  oid: Id,
  otitle: z.string().max(limits.shortText),
  otype: z.enum(['objective', 'podcast', 'pdf', 'video', 'audio', 'html']),
  /** A resource's file: its address on the content origin, signed for the learner (ADR 0095); null when locked. */
  ourl: z.string().max(2_000).nullable(),
  /** Sanitised HTML describing the objective. */
  description: Html.nullable(),
  fileEnable: z.boolean(),
  userOP: z.object({ op: ObjectiveOp }),
  lock: LockReason.nullable(),
  /** Objectives only: the status staff gave the learner's work. */
  objStatus: ObjectiveStatus.nullable(),
});
export type ProjectObject = z.infer<typeof ProjectObject>;

export const ProjectNugget = z.object({
  nid: Id,
  unit: z.string().max(limits.shortText),
  ntitle: z.string().max(limits.shortText),
  nduration: z.number().int(),
  nenabled: z.boolean(),
  objects: z.array(ProjectObject),
});
export type ProjectNugget = z.infer<typeof ProjectNugget>;

export const ProjectPhase = z.object({ bcid: Id, nuggets: z.array(ProjectNugget) });
export type ProjectPhase = z.infer<typeof ProjectPhase>;

export const getProjectPhase = defineOperation({
  name: 'getProjectPhase',
  access: 'learner',
  summary: "The project of a course (bcid): nuggets and objectives with the learner's status and locks.",
  body: z.object({ oid: Oid, eid: Eid, bcid: Id }).strict(),
  response: ProjectPhase,
});

export const ProjectReply = z.object({
  id: z.number().int(),
  uname: z.string().max(limits.name),
  message: z.string().max(limits.longText),
  postedAt: z.string(),
});

/** One message of an objective's thread; a file is served to the thread's learner (and staff) only. */
export const ProjectMessage = z.object({
  id: z.number().int(),
  uname: z.string().max(limits.name),
  /** Written by the learner whose thread it is (not by staff). */
  mine: z.boolean(),
  message: z.string().max(limits.longText),
  fileName: z.string().max(limits.shortText).nullable(),
  /** Where the attachment is served (`/files/project/<id>`), or null. */
  fileUrl: z.string().max(limits.shortText).nullable(),
  fileType: z.string().max(100).nullable(),
  /** ISO 8601. */
  postedAt: z.string(),
  reply: z.array(ProjectReply),
});
export type ProjectMessage = z.infer<typeof ProjectMessage>;

export const ProjectThread = z.object({
  objStatus: ObjectiveStatus,
  approvedMessageId: z.number().int().nullable(),
  approvedAt: z.string().nullable(),
  messages: z.array(ProjectMessage),
});
export type ProjectThread = z.infer<typeof ProjectThread>;

/**
 * The thread of one objective. `version` grows with every change to it; a poll that sends the version
 * it has gets `changed: false` and no thread while nothing changed.
 */
export const ProjectThreadAnswer = z.object({
  objid: Id,
  version: z.number().int().min(0),
  changed: z.boolean(),
  thread: ProjectThread.nullable(),
});
export type ProjectThreadAnswer = z.infer<typeof ProjectThreadAnswer>;

const threadTarget = { oid: Oid, eid: Eid, bcid: Id, objid: Id };

export const getUserProjectObjects = defineOperation({
  name: 'getUserProjectObjects',
  access: 'learner',
  summary:
    "An objective's message thread; polled every 5 s with the version the screen has, answered without the thread when nothing changed.",
  body: z
    .object({ ...threadTarget, version: z.number().int().min(0).max(2_147_483_647).optional() })
    .strict(),
  response: ProjectThreadAnswer,
});

export const ProjectMessageText = Paragraphs.max(limits.longText).refine(
  (text) => text.trim().length > 0,
  projectMessages.emptyMessage,
);

/** The name the upload address gave a file (its stored name, not the learner's). */
export const ProjectUploadName = z
  .string()
  .max(80)
  .regex(/^[0-9a-f-]{36}\.(pdf|jpg|jpeg|png)$/, 'must be a stored name given by getProjectPresignedUrl');

export const updateUserProjectObjects = defineOperation({
  name: 'updateUserProjectObjects',
  access: 'learner',
  summary: "Sends the learner's message (with an uploaded attachment where the objective allows one).",
  body: z
    .object({
      ...threadTarget,
      projectObj: z
        .object({
          message: ProjectMessageText,
          /** The learner's name of the attached file, shown in the thread. */
          fileName: Line.min(1).max(255).optional(),
          /** The stored name getProjectPresignedUrl answered, once the file is PUT there. */
          fileUrlName: ProjectUploadName.optional(),
          /**
           * The id the device gave the message before its first send: a retry after a lost answer
           * carries it again, and the server keeps one message of the learner's per id.
           */
          clientId: z.uuid().optional(),
        })
        .strict()
        .refine((project) => (project.fileName === undefined) === (project.fileUrlName === undefined), {
          path: ['fileUrlName'],
          message: 'give fileName and fileUrlName together',
        }),
    })
    .strict(),
  response: ProjectThreadAnswer,
});

export const getProjectPresignedUrl = defineOperation({
  name: 'getProjectPresignedUrl',
  access: 'learner',
  summary:
    'An address to PUT one attachment of a project message to (pdf, jpg, jpeg or png, at most 50 MB), with its stored name.',
  body: z
    .object({
      ...threadTarget,
      filename: Line.min(1).max(255),
      filetype: Line.max(100),
      size: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    })
    .strict(),
  response: z.object({
    url: z.string().max(4000),
    fileUrlName: z.string().max(80),
    /** Seconds the address stays usable. */
    expiresIn: z.number().int(),
  }),
});

export const ApprovedObjective = z.object({
  nid: Id,
  objid: Id,
  otitle: z.string().max(limits.shortText),
  objStatus: ObjectiveStatus,
  approvedMessage: z.string().max(limits.longText).nullable(),
  approvedAt: z.string().nullable(),
});
export type ApprovedObjective = z.infer<typeof ApprovedObjective>;

export const getProjectApprovedMessage = defineOperation({
  name: 'getProjectApprovedMessage',
  access: 'learner',
  summary: "Each objective of a course's project the learner has worked on: status, approved message, date.",
  body: z.object({ oid: Oid, eid: Eid, bcid: Id }).strict(),
  response: z.object({ objectives: z.array(ApprovedObjective) }),
});
