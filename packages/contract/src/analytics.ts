import { z } from 'zod';
import { Eid, Id, Line, limits, Oid } from './common.ts';
import { defineOperation } from './operation.ts';

/** The event the web app reports once it has signed a learner in (spec 1 §4 and §7). */
export const loginEventType = 'Authenticated Login';

/** An account's id as the identity operations give it (`UserInfo.id`, `attributes.sub`). */
const AccountId = Line.min(1).max(limits.id);

/** The event the web app reports when the learner starts a program (spec 3 §4, §7). */
export const programSubscribedEventType = 'Program Subscribed';

/**
 * One object rather than a union of the two events, so that every field has its own place in the
 * schema (a 400 names it, and the contract's suites reach it): a login names the learner, a start
 * names the batch and program.
 */
const WebAppEvent = z
  .object({
    oid: Oid,
    /** The account's id. */
    id: AccountId,
    eventtype: z.enum([loginEventType, programSubscribedEventType]),
    /** The identity provider's subject id (the spec names this field email). */
    email: AccountId,
    /** The account's e-mail address. */
    emailid: Eid,
    /** A login's: the learner's name as the app shows it; not stored (the event names the account). */
    name: Line.max(limits.name).optional(),
    /** A start's: the batch started, which the learner must be enrolled in. */
    bpid: Id.optional(),
    /** A start's: the program's name as the app shows it; not stored (the batch names it). */
    pname: Line.max(limits.shortText).optional(),
  })
  .strict()
  .superRefine((event, context) => {
    const login = event.eventtype === loginEventType;
    const fields = { name: login, bpid: !login, pname: !login } as const;
    for (const [field, needed] of Object.entries(fields) as [keyof typeof fields, boolean][]) {
      if (needed === (event[field] === undefined)) {
        const message = needed
          ? `a ${event.eventtype} event names its ${field}`
          : `not part of a ${event.eventtype} event`;
        context.addIssue({ code: 'custom', path: [field], message });
      }
    }
  });

export const analyticsWebApp = defineOperation({
  name: 'analyticsWebApp',
  access: 'learner',
  summary:
    "Records the signed-in learner's login event (once per session) or a program they started (once per batch and session), the spec's ANALYTICS_WEB_APP. id and email (the subject id) and emailid must be the session's own.",
  body: WebAppEvent,
  /** recorded: false when this event was already recorded (the call is safe to repeat). */
  response: z.object({ recorded: z.boolean() }),
});
