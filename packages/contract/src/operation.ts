import type { z } from 'zod';

/**
 * Who may call an operation: anyone (`public`); a signed-in account on its own data (`learner`); an
 * account that has given its password but still owes its second factor (`secondFactor`: only the
 * operations that enrol or check it); university staff holding one of the operation's `roles`
 * (`staff`, always after the second factor).
 */
export type Access = 'public' | 'learner' | 'secondFactor' | 'staff';

/** The roles staff hold, each with its scope (ADR 0066): a counsellor's programmes, an instructor's courses, an admin's organisation. */
export const staffRoles = ['counsellor', 'instructor', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * What a body field names, for the authorisation policies (ADR 0066): an account (`eid`, a learner's
 * own data unless a staff policy says otherwise), an application, a programme, a staff account, a
 * batch course (`bcid`: a course as one batch runs it) or an assessment (`assessid`), the last two
 * within an instructor's courses, or a whole batch (`bpid`: an admin's, ADR 0077).
 */
export type SubjectKind =
  | 'account'
  | 'application'
  | 'program'
  | 'staffAccount'
  | 'batchCourse'
  | 'batch'
  | 'assessment';

export interface Operation<
  Name extends string = string,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  /** The operation's name; its path is `/api/<name>`. */
  readonly name: Name;
  /** Kept as its literal type, so the server's handler of a public operation is typed as one. */
  readonly access: A;
  /** For `staff` operations: the roles that may call it (at least one). */
  readonly roles?: readonly StaffRole[];
  /**
   * Body fields that name the operation's subject, each checked by its kind's policy before the
   * handler runs. A `learner` operation's `eid` is an `account` whether declared or not.
   */
  readonly subjects?: Readonly<Record<string, SubjectKind>>;
  /**
   * A read that changes something on the server (opening a quiz starts its attempt; the calendar
   * feed's address is created on first use): only the learner's own browser makes it, never the
   * server's prerender of a page on their behalf (ADR 0097).
   */
  readonly readHasEffects?: true;
  /**
   * For a read with effects: its route, asked by the server's prerender, answers only what already is
   * and changes nothing (a quiz already started is resumed; one not started is refused, not started).
   * Without it, the prerender's call is refused before the route (ADR 0097).
   */
  readonly prerenderReadsWithoutEffects?: true;
  /** One line for the API documentation. */
  readonly summary: string;
  readonly body: Body;
  readonly response: Response;
}

export function defineOperation<
  Name extends string,
  Body extends z.ZodType,
  Response extends z.ZodType,
  A extends Access,
>(operation: Operation<Name, Body, Response, A>): Operation<Name, Body, Response, A> {
  return operation;
}

export function operationPath(name: string): string {
  return `/api/${name}`;
}

export type Input<Op extends Operation> = z.input<Op['body']>;
export type Output<Op extends Operation> = z.output<Op['response']>;
