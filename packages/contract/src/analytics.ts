import { z } from 'zod';
import { Eid, Line, limits, Oid } from './common.ts';
import { defineOperation } from './operation.ts';

/** The event the web app reports once it has signed a learner in (spec 1 §4 and §7). */
export const loginEventType = 'Authenticated Login';

/** An account's id as the identity operations give it (`UserInfo.id`, `attributes.sub`). */
const AccountId = Line.min(1).max(limits.id);

export const analyticsWebApp = defineOperation({
  name: 'analyticsWebApp',
  access: 'learner',
  summary:
    "Records the signed-in learner's login event (ANALYTICS_WEB_APP), once per session. id and email (the subject id) and emailid must be the session's own.",
  body: z
    .object({
      oid: Oid,
      /** The account's id. */
      id: AccountId,
      eventtype: z.literal(loginEventType),
      /** The identity provider's subject id (the spec names this field email). */
      email: AccountId,
      /** The account's e-mail address. */
      emailid: Eid,
      /** The learner's name as the app shows it; not stored (the event names the account). */
      name: Line.max(limits.name),
    })
    .strict(),
  /** recorded: false when this session's login event was already recorded (the call is safe to repeat). */
  response: z.object({ recorded: z.boolean() }),
});
