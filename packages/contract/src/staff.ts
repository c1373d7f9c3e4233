import { z } from 'zod';
import { SignInResult } from './auth.ts';
import { Email, Id, Line, limits, Oid } from './common.ts';
import { defineOperation } from './operation.ts';
import { personName } from './person-name.ts';
import { StaffGrant, StaffGrants, StaffRole } from './staff-grants.ts';

/* Staff identity (ADR 0066): roles with scopes, the second factor, staff accounts and the audit log. */

/** A six-digit TOTP code (RFC 6238) or a one-time recovery code (xxxx-xxxx-xxxx). */
export const SecondFactorCode = Line.trim()
  .min(6)
  .max(20)
  .regex(/^(\d{6}|[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4})$/i, 'must be a 6-digit code or a recovery code');

/** How many one-time recovery codes an enrolment gives. */
export const recoveryCodeCount = 10;

const OptionalOid = z.object({ oid: Oid.optional() }).strict();

export const startTotpEnrolment = defineOperation({
  name: 'staff/startTotpEnrolment',
  access: 'secondFactor',
  summary:
    'For a staff account with no second factor yet: a new TOTP secret and its otpauth:// address (shown as a QR code). Replaces an unconfirmed one.',
  body: OptionalOid,
  response: z.object({ secret: z.string(), otpauthUri: z.string() }),
});

export const confirmTotpEnrolment = defineOperation({
  name: 'staff/confirmTotpEnrolment',
  access: 'secondFactor',
  summary:
    'Confirms the TOTP secret with a code from the app; answers the one-time recovery codes (shown once) and a fresh, fully signed-in session.',
  body: z.object({ oid: Oid.optional(), code: SecondFactorCode }).strict(),
  response: z.object({ recoveryCodes: z.array(z.string()).length(recoveryCodeCount), result: SignInResult }),
});

export const verifySecondFactor = defineOperation({
  name: 'staff/verifySecondFactor',
  access: 'secondFactor',
  summary:
    'Checks a TOTP code (each used once) or a recovery code (used up); answers a fresh, fully signed-in session. Limited like sign-in.',
  body: z.object({ oid: Oid.optional(), code: SecondFactorCode }).strict(),
  response: SignInResult,
});

export const secondFactorChallenge = defineOperation({
  name: 'staff/secondFactorChallenge',
  access: 'secondFactor',
  summary:
    'What this staff session still owes after the password (auth/currentUserInfo answers SECOND_FACTOR_REQUIRED until it is given): SECOND_FACTOR_SETUP_REQUIRED, SECOND_FACTOR_REQUIRED, or null once given.',
  body: OptionalOid,
  response: SignInResult,
});

/** A staff account as admins see it. */
export const StaffMember = z.object({
  userId: Id,
  email: z.string(),
  name: z.string(),
  grants: z.array(StaffGrant),
  secondFactorEnrolled: z.boolean(),
  /** Still holds the temporary password of the invitation. */
  invitationPending: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type StaffMember = z.infer<typeof StaffMember>;

/** Staff accounts a page of the list holds. */
export const staffPageSize = 25;

export const listStaff = defineOperation({
  name: 'staff/listStaff',
  access: 'staff',
  roles: ['admin'],
  summary:
    "The organisation's staff accounts and their roles, by name, 25 a page; q matches the name or e-mail, role keeps the members who hold it (in any scope).",
  body: z
    .object({
      oid: Oid,
      q: Line.trim().max(limits.email).default(''),
      role: StaffRole.optional(),
      page: z.number().int().min(0).max(100_000).default(0),
    })
    .strict(),
  response: z.object({ staff: z.array(StaffMember).max(staffPageSize), total: z.number().int().min(0) }),
});

export const inviteStaff = defineOperation({
  name: 'staff/inviteStaff',
  access: 'staff',
  roles: ['admin'],
  summary:
    'Creates a staff account with a temporary password mailed to it (to be replaced at first sign-in, then a second factor enrolled).',
  body: z
    .object({ oid: Oid, email: Email, name: personName('Enter the name'), grants: StaffGrants })
    .strict(),
  response: z.object({ userId: Id }),
});

export const setStaffGrants = defineOperation({
  name: 'staff/setStaffGrants',
  access: 'staff',
  roles: ['admin'],
  subjects: { userId: 'staffAccount' },
  summary:
    "Replaces a staff account's roles (an empty list removes its staff access); ends its sessions everywhere.",
  body: z.object({ oid: Oid, userId: Id, grants: z.array(StaffGrant).max(50) }).strict(),
  response: z.object({ ok: z.literal(true) }),
});

export const resetSecondFactor = defineOperation({
  name: 'staff/resetSecondFactor',
  access: 'staff',
  roles: ['admin'],
  subjects: { userId: 'staffAccount' },
  summary:
    "For a member who lost their authenticator app and recovery codes: removes the account's second factor and recovery codes and ends its sessions everywhere; the next sign-in sets up a new one. The member is told by mail.",
  body: z.object({ oid: Oid, userId: Id }).strict(),
  response: z.object({ ok: z.literal(true) }),
});

/** One line of the audit log: who did what to which subject, when, from where, before and after. */
export const AuditEvent = z.object({
  id: z.string(),
  at: z.iso.datetime({ offset: true }),
  actorEid: z.string().nullable(),
  action: z.string(),
  subjectKind: z.string().nullable(),
  subjectId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof AuditEvent>;

/** Filters of the audit log, applied on the server. */
export const AuditFilter = z
  .object({
    oid: Oid,
    actor: Line.trim().max(limits.email).optional(),
    action: Line.trim().max(limits.id).optional(),
    subjectId: Line.trim().max(limits.id).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();

export const auditPageSize = 50;

export const listAuditEvents = defineOperation({
  name: 'staff/listAuditEvents',
  access: 'staff',
  roles: ['admin'],
  summary: 'The audit log, newest first, filtered and paged on the server.',
  body: AuditFilter.extend({ page: z.number().int().min(0).max(100_000).default(0) }).strict(),
  response: z.object({ events: z.array(AuditEvent).max(auditPageSize), total: z.number().int().min(0) }),
});

/** Most rows one CSV export holds; a narrower filter gets the rest. */
export const csvExportMaxRows = 50_000;

/** A CSV file made on the server from the same filters as its table. */
export const CsvExport = z.object({ filename: z.string(), csv: z.string(), truncated: z.boolean() });

export const exportAuditEvents = defineOperation({
  name: 'staff/exportAuditEvents',
  access: 'staff',
  roles: ['admin'],
  summary: 'The filtered audit log as CSV (at most csvExportMaxRows rows, newest first).',
  body: AuditFilter,
  response: CsvExport,
});
