import { z } from 'zod';
import { formVariants } from './application-form-variants.ts';
import { ApplicationStatus } from './applications.ts';
import { Id, Line, limits, Oid, Paragraphs } from './common.ts';
import { defineOperation } from './operation.ts';
import { CsvExport } from './staff.ts';

/* Counsellors decide admissions (ADR 0067): the queue, one application, a decision. */

/** The queue's tabs: submitted (pstatus 2), returned for changes (5), approved (3), rejected (4). */
export const admissionQueues = ['submitted', 'returned', 'approved', 'rejected'] as const;
export const AdmissionQueue = z.enum(admissionQueues);
export type AdmissionQueue = z.infer<typeof AdmissionQueue>;

export const queueStatus: Record<AdmissionQueue, number> = {
  submitted: 2,
  returned: 5,
  approved: 3,
  rejected: 4,
};

export const admissionsPageSize = 25;

/**
 * The form an application was made with: a variant of the wizard (standard, pre-registered applicant,
 * the university form) or the paper-style form.
 */
export const admissionForms = [...formVariants, 'paper'] as const;
export const AdmissionForm = z.enum(admissionForms);
export type AdmissionForm = z.infer<typeof AdmissionForm>;

/** The queue's filters, applied on the server (oldest submission first unless sorted otherwise). */
export const AdmissionsFilter = z
  .object({
    oid: Oid,
    queue: AdmissionQueue.default('submitted'),
    /** Name, e-mail or application id, in part. */
    q: Line.trim().max(limits.email).optional(),
    pid: Id.optional(),
    formVariant: AdmissionForm.optional(),
    evbab: z.boolean().optional(),
    submittedFrom: z.iso.date().optional(),
    submittedTo: z.iso.date().optional(),
    sort: z.enum(['submittedAt', 'name', 'program']).default('submittedAt'),
    direction: z.enum(['asc', 'desc']).default('asc'),
  })
  .strict();
export type AdmissionsFilter = z.input<typeof AdmissionsFilter>;

export const AdmissionRow = z.object({
  applicationid: Id,
  eid: z.string(),
  name: z.string(),
  email: z.string(),
  pid: Id,
  /** The programme's name as text (its HTML is never sent to staff tables). */
  pname: z.string(),
  bpid: Id,
  pstatus: ApplicationStatus,
  formVariant: AdmissionForm,
  evbab: z.boolean(),
  submittedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type AdmissionRow = z.infer<typeof AdmissionRow>;

export const listAdmissions = defineOperation({
  name: 'staff/listAdmissions',
  access: 'staff',
  roles: ['counsellor', 'admin'],
  subjects: { pid: 'program' },
  summary:
    "Applications of the counsellor's programmes in one queue, filtered, sorted and paged on the server.",
  body: AdmissionsFilter.extend({ page: z.number().int().min(0).max(100_000).default(0) }).strict(),
  response: z.object({
    rows: z.array(AdmissionRow).max(admissionsPageSize),
    total: z.number().int().min(0),
    /** The programmes the caller may filter by (their scope). */
    programs: z.array(z.object({ pid: Id, pname: z.string() })),
  }),
});

export const exportAdmissions = defineOperation({
  name: 'staff/exportAdmissions',
  access: 'staff',
  roles: ['counsellor', 'admin'],
  subjects: { pid: 'program' },
  summary: 'The filtered queue as CSV.',
  body: AdmissionsFilter,
  response: CsvExport,
});

/** One field of a section as the applicant filled it; the value is text (lists joined), shown as text. */
export const FilledField = z.object({ name: z.string(), value: z.string() });

/** What a document's bytes were checked to be: how a viewer shows it (pdf.js, inline, download). */
export const DocumentKind = z.enum(['pdf', 'png', 'jpeg', 'docx', 'other']);
export type DocumentKind = z.infer<typeof DocumentKind>;

/** A document the applicant uploaded, opened through the owner-or-staff file rule. */
export const ApplicationDocument = z.object({
  /** The form's field (e.g. `passport`, `photo`). */
  field: z.string(),
  /** The name the applicant's file had. */
  name: z.string(),
  /** The type its bytes were checked to be. */
  type: DocumentKind,
  /** A short-lived address of the file, for this staff session only. */
  url: z.string(),
});

/** A decision a counsellor took, as the learner and the audit log see it. */
export const ApplicationDecision = z.object({
  decision: z.enum(['approve', 'return', 'reject']),
  message: z.string().nullable(),
  byName: z.string(),
  at: z.iso.datetime({ offset: true }),
});

export const getAdmission = defineOperation({
  name: 'staff/getAdmission',
  access: 'staff',
  roles: ['counsellor', 'admin'],
  subjects: { applicationid: 'application' },
  summary:
    'One application with every section as the applicant filled it, its documents and its decisions; `version` is echoed by a decision.',
  body: z.object({ oid: Oid, applicationid: Id }).strict(),
  response: z.object({
    application: AdmissionRow.extend({
      version: z.number().int().min(0),
      sections: z.array(z.object({ section: z.string(), fields: z.array(FilledField) })),
      documents: z.array(ApplicationDocument),
      decisions: z.array(ApplicationDecision),
      /**
       * Whether it may be returned for changes: only the wizard's forms reopen at pstatus 5 (spec 3 §2),
       * so the university and paper forms' applications are approved or rejected.
       */
      returnable: z.boolean(),
    }),
  }),
});

/** Most characters of a counsellor's message to the applicant. */
export const decisionMessageMax = 2_000;

export const decideAdmission = defineOperation({
  name: 'staff/decideAdmission',
  access: 'staff',
  roles: ['counsellor', 'admin'],
  subjects: { applicationid: 'application' },
  summary:
    'Approves (pstatus 3), returns for changes (5, with a message) or rejects (4, with a reason) a submitted application; refused when it changed since `version`. The applicant is told by e-mail and in the bell.',
  body: z
    .object({
      oid: Oid,
      applicationid: Id,
      decision: z.enum(['approve', 'return', 'reject']),
      message: Paragraphs.trim().max(decisionMessageMax).optional(),
      version: z.number().int().min(0),
    })
    .strict()
    .refine((body) => body.decision === 'approve' || (body.message ?? '') !== '', {
      path: ['message'],
      message: 'Write the applicant a message saying what to change or why.',
    }),
  response: z.object({ pstatus: ApplicationStatus, version: z.number().int().min(0) }),
});
