import { z } from 'zod';
import { Eid, Id, Line, limits, Oid } from './common.ts';
import { defineOperation } from './operation.ts';

/** The event the web app reports once it has signed a learner in (spec 1 §4 and §7). */
export const loginEventType = 'Authenticated Login';

/** An account's id as the identity operations give it (`UserInfo.id`, `attributes.sub`). */
const AccountId = Line.min(1).max(limits.id);

/** The event the web app reports when the learner starts a program (spec 3 §4, §7). */
export const programSubscribedEventType = 'Program Subscribed';

/** Who the event is about: the session's own account, named three ways as the spec's body does. */
const account = {
  oid: Oid,
  /** The account's id. */
  id: AccountId,
  /** The identity provider's subject id (the spec names this field email). */
  email: AccountId,
  /** The account's e-mail address. */
  emailid: Eid,
};

const LoginEvent = z
  .object({
    ...account,
    eventtype: z.literal(loginEventType),
    /** The learner's name as the app shows it; not stored (the event names the account). */
    name: Line.max(limits.name),
  })
  .strict();

const ProgramSubscribedEvent = z
  .object({
    ...account,
    eventtype: z.literal(programSubscribedEventType),
    /** The batch started; the learner must be enrolled in it. */
    bpid: Id,
    /** The program's name as the app shows it; not stored (the batch names it). */
    pname: Line.max(limits.shortText),
  })
  .strict();

export const analyticsWebApp = defineOperation({
  name: 'analyticsWebApp',
  access: 'learner',
  summary:
    "Records the signed-in learner's login event (once per session) or a program they started (once per batch and session), the spec's ANALYTICS_WEB_APP. id and email (the subject id) and emailid must be the session's own.",
  body: z.discriminatedUnion('eventtype', [LoginEvent, ProgramSubscribedEvent]),
  /** recorded: false when this event was already recorded (the call is safe to repeat). */
  response: z.object({ recorded: z.boolean() }),
});
