import { authMessages } from '@aula/contract/auth-rules';
import type { Operation, StaffRole, SubjectKind } from '@aula/contract/operation';
import { operations } from '@aula/contract/operations';
import { accessMessages, subjectRefusals } from '@aula/contract/staff-messages';
import { AppError } from './app-error.ts';
import type { Db } from './db.ts';
import type { SessionLookup, SessionUser } from './session-user.ts';

/*
 * One access layer for learners and staff (ADR 0066). A request passes three gates, in order:
 * 1. the operation's access level, against the session's account (signed in, password chosen, second
 *    factor given by staff, a role the operation names);
 * 2. the organisation and a learner's own-data rule, on the body's `oid` and `eid`;
 * 3. each subject the body names (the contract's `subjects`), by its kind's policy, which a module
 *    registers in one policy file (a counsellor's applications are those of their programmes).
 */

/** Decides whether `actor` may act on the subject `id`; a module's policy file defines one per kind. */
export type SubjectPolicy = (actor: SessionUser, id: string, services: { db: Db }) => Promise<boolean>;
export type SubjectPolicies = Map<SubjectKind, SubjectPolicy>;

/** Whether the account holds one of `roles` (any scope). */
export function holdsRole(actor: SessionUser, roles: readonly StaffRole[]): boolean {
  return actor.grants.some((grant) => roles.includes(grant.role));
}

/**
 * The scopes in which the actor holds `role`: `'all'` when one grant covers the organisation (an admin
 * always does), else the listed ids (a counsellor's programmes, an instructor's courses).
 */
export function scopesOf(actor: SessionUser, role: StaffRole): 'all' | string[] {
  const scopes: string[] = [];
  for (const grant of actor.grants) {
    if (grant.role !== role) continue;
    if (grant.scope === null) return 'all';
    scopes.push(grant.scope);
  }
  return scopes;
}

/** Gate 1 at the learner level, for routes outside the contract (private files): see `authorise`. */
export function authoriseAccount(lookup: SessionLookup): SessionUser {
  return authorise(accountLevel, lookup);
}
const accountLevel = { access: 'learner' } as Operation;

/** Gate 1: who the request may act as, by the operation's access level; throws the matching error. */
export function authorise(operation: Operation, { user, ended }: SessionLookup): SessionUser {
  if (!user) {
    if (ended) throw new AppError('SESSION_EXPIRED', authMessages.sessionTimeOut);
    throw new AppError('UNAUTHENTICATED', authMessages.signInRequired);
  }
  if (user.mustChangePassword) {
    throw new AppError('PASSWORD_CHANGE_REQUIRED', authMessages.passwordChangeRequired);
  }
  const staff = user.grants.length > 0;
  if (operation.access === 'secondFactor') {
    if (!staff) throw new AppError('FORBIDDEN', accessMessages.staffOnly);
    return user;
  }
  if (staff && !user.secondFactor) {
    throw new AppError('SECOND_FACTOR_REQUIRED', accessMessages.secondFactorFirst);
  }
  if (operation.access === 'staff' && !holdsRole(user, operation.roles ?? [])) {
    throw new AppError('FORBIDDEN', accessMessages.staffOnly);
  }
  return user;
}

/**
 * Gate 2: a body's `oid` must be the session's own organisation, and a learner operation's `eid` the
 * session's own account: identifiers in a body are never trusted. Synchronous: the exam's server-time
 * lane runs it on every poll.
 */
export function checkOwnIdentifiers(operation: Operation, body: unknown, user: SessionUser): void {
  if (typeof body !== 'object' || body === null) return;
  const { oid, eid } = body as { oid?: unknown; eid?: unknown };
  if (oid !== undefined && oid !== user.oid) {
    throw new AppError('FORBIDDEN', accessMessages.notYourOrganisation, { oid: 'not your organisation' });
  }
  if (operation.access !== 'learner') return;
  if (eid !== undefined && typeof eid === 'string' && eid.toLowerCase() !== user.eid) {
    throw new AppError('FORBIDDEN', 'That account is not yours.', { eid: 'not your account' });
  }
}

/** Gate 3: every subject the body names passes its kind's policy. */
export async function authorizeSubjects(
  operation: Operation,
  body: unknown,
  actor: SessionUser,
  policies: SubjectPolicies,
  services: { db: Db },
): Promise<void> {
  if (!operation.subjects || typeof body !== 'object' || body === null) return;
  for (const [field, kind] of Object.entries(operation.subjects)) {
    const id = (body as Record<string, unknown>)[field];
    if (id === undefined) continue;
    const policy = policies.get(kind);
    if (typeof id !== 'string' || !policy || !(await policy(actor, id, services))) {
      throw new AppError('FORBIDDEN', subjectRefusals[kind], {
        [field]: 'outside your scope',
      });
    }
  }
}

/** Subject kinds the contract names that no module has a policy for: the server refuses to start with any. */
export function missingPolicies(policies: SubjectPolicies): SubjectKind[] {
  const kinds = new Set<SubjectKind>();
  for (const operation of Object.values(operations as Record<string, Operation>)) {
    for (const kind of Object.values(operation.subjects ?? {})) if (!policies.has(kind)) kinds.add(kind);
  }
  return [...kinds];
}
