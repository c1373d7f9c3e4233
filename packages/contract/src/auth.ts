import { z } from 'zod';
import { authFormMessages, passwordMaxLength } from './auth-rules.ts';
import { Eid, Line, limits, Oid } from './common.ts';
import { defineOperation } from './operation.ts';
import { personName } from './person-name.ts';
import { StaffGrant } from './staff-grants.ts';

export const roles = ['learner', 'counsellor', 'instructor', 'admin'] as const;
export const Role = z.enum(roles);
export type Role = z.infer<typeof Role>;

/** Name of the HttpOnly cookie that carries the session id. */
export const sessionCookieName = 'aula_session';

/** What the sign-in dialog sends as the username: the e-mail, in any case (the server lowercases it). */
const Username = Line.trim().min(1).max(limits.email);
const Password = Line.min(1).max(passwordMaxLength);

/** The signed-in user, shaped like the identity provider's user info (attributes email, name, sub). */
export const UserInfo = z.object({
  id: z.string(),
  /** The username (eid): the lowercased e-mail. */
  username: Eid,
  oid: Oid,
  role: Role,
  /** True for an account that must replace its temporary password before anything else. */
  mustChangePassword: z.boolean(),
  /** The staff roles the account holds, each with its scope (empty for a learner; ADR 0066). */
  grants: z.array(StaffGrant),
  attributes: z.object({
    sub: z.string(),
    email: z.string(),
    name: z.string(),
    email_verified: z.boolean(),
  }),
});
export type UserInfo = z.infer<typeof UserInfo>;

/**
 * Either signed in, or signed in only to meet a challenge: choose a new password (then call
 * completeNewPassword); a staff account then gives its second factor (staff/verifySecondFactor) or,
 * the first time, enrols one (staff/startTotpEnrolment, staff/confirmTotpEnrolment).
 */
export const challengeNames = [
  'NEW_PASSWORD_REQUIRED',
  'SECOND_FACTOR_REQUIRED',
  'SECOND_FACTOR_SETUP_REQUIRED',
] as const;
export const SignInResult = z.object({
  challengeName: z.enum(challengeNames).nullable(),
  user: UserInfo,
});
export type SignInResult = z.infer<typeof SignInResult>;

const Done = z.object({ ok: z.literal(true) });
/** Operations usable without an oid still accept the one the web app sends with every call. */
const OptionalOid = z.object({ oid: Oid.optional() }).strict();

export const signIn = defineOperation({
  name: 'auth/signIn',
  access: 'public',
  summary:
    'Signs in with e-mail and password; sets the session cookie. Answers a NEW_PASSWORD_REQUIRED challenge for a temporary password.',
  body: z.object({ oid: Oid, username: Username, password: Password }).strict(),
  response: SignInResult,
});

export const signUp = defineOperation({
  name: 'auth/signUp',
  access: 'public',
  summary:
    'Creates an unconfirmed learner account (username: the lowercased e-mail) and mails a verification link.',
  body: z
    .object({
      oid: Oid,
      name: personName(authFormMessages.enterName),
      // Checked by the service, so a bad address answers the spec's own message.
      email: Line.trim().max(limits.email),
      password: Password,
    })
    .strict(),
  response: z.object({ username: Eid, userSub: z.string(), userConfirmed: z.boolean() }),
});

export const confirmSignUp = defineOperation({
  name: 'auth/confirmSignUp',
  access: 'public',
  summary:
    "Confirms an account's e-mail with the token of the mailed link (/?verify=<token>&email=<username>).",
  body: z
    .object({
      oid: Oid,
      username: Username,
      code: Line.min(1).max(limits.id * 2),
    })
    .strict(),
  response: z.object({ username: Eid, confirmed: z.literal(true) }),
});

export const forgotPassword = defineOperation({
  name: 'auth/forgotPassword',
  access: 'public',
  summary: 'Mails a 6-digit password reset code, valid 10 minutes for 5 tries.',
  body: z.object({ oid: Oid, username: Username }).strict(),
  /** Where the code went, masked (a***@e***.com). */
  response: z.object({ destination: z.string(), deliveryMedium: z.literal('EMAIL') }),
});

export const forgotPasswordSubmit = defineOperation({
  name: 'auth/forgotPasswordSubmit',
  access: 'public',
  summary: 'Sets a new password with the mailed code; ends every session of the account.',
  body: z
    .object({ oid: Oid, username: Username, code: Line.trim().max(limits.id), newPassword: Password })
    .strict(),
  response: Done,
});

export const completeNewPassword = defineOperation({
  name: 'auth/completeNewPassword',
  access: 'public',
  summary:
    'Replaces a temporary password. Needs the session of a NEW_PASSWORD_REQUIRED sign-in; starts a fresh session.',
  body: z.object({ oid: Oid.optional(), newPassword: Password }).strict(),
  response: SignInResult,
});

export const signOut = defineOperation({
  name: 'auth/signOut',
  access: 'public',
  summary:
    'Ends this session on the server (with global, every session of the account) and clears the cookie.',
  body: z.object({ oid: Oid.optional(), global: z.boolean().optional() }).strict(),
  response: Done,
});

export const currentSession = defineOperation({
  name: 'auth/currentSession',
  access: 'learner',
  summary: 'The current session and its expiry; 401 SESSION_EXPIRED once it has ended.',
  body: OptionalOid,
  response: z.object({
    user: UserInfo,
    createdAt: z.string(),
    /** When the session ends if unused (each call moves it on). */
    idleExpiresAt: z.string(),
    /** When the session ends whatever happens. */
    expiresAt: z.string(),
  }),
});

export const currentUserInfo = defineOperation({
  name: 'auth/currentUserInfo',
  access: 'learner',
  summary: 'The signed-in user: username, id and attributes (email, name, sub).',
  body: OptionalOid,
  response: UserInfo,
});

/** `accounts.json` of a content bundle: accounts created when missing, never overwritten. */
export const BundleAccount = z
  .object({
    email: z.string().trim().email().max(limits.email),
    name: z.string().trim().min(1).max(limits.name),
    /** A password the account keeps (demo accounts). */
    password: Password.optional(),
    /** A password the account must replace at first sign-in. */
    temporaryPassword: Password.optional(),
    confirmed: z.boolean().default(true),
    role: Role.default('learner'),
    /** A staff account's roles (ADR 0066); such an account signs in with a second factor. */
    grants: z.array(StaffGrant).max(50).optional(),
    /**
     * A demo staff account's TOTP secret (base32), printed in the README so that a newcomer can sign
     * in; a real staff account enrols its own at first sign-in.
     */
    totpSecret: z
      .string()
      .regex(/^[A-Z2-7]{16,64}$/, 'must be base32 (A-Z, 2-7), 16 to 64 characters')
      .optional(),
    /** What the account is for, printed with the demo accounts at start-up. */
    note: z.string().max(limits.shortText).optional(),
  })
  .strict()
  .refine((account) => (account.password === undefined) !== (account.temporaryPassword === undefined), {
    message: 'give exactly one of password and temporaryPassword',
    path: ['password'],
  });
export type BundleAccount = z.infer<typeof BundleAccount>;

export const AccountsBundleFile = z
  .object({ accounts: z.array(BundleAccount).max(limits.listItems) })
  .strict();
export type AccountsBundleFile = z.infer<typeof AccountsBundleFile>;
