import { callApi } from '../../../lib/api-client.ts';
import type { SessionUser } from '../../../lib/session.ts';

/**
 * Reports the sign-in to the portal's analytics (spec 1 §7: ANALYTICS_WEB_APP). Nothing waits on it and
 * its answer is not shown: a failure is only logged (spec 1 §4).
 */
export function reportLogin(user: SessionUser): void {
  callApi('analyticsWebApp', {
    oid: user.oid,
    id: user.id,
    // The contract's type allows only its login event type; its schema (zod) stays off the client.
    eventtype: 'Authenticated Login',
    email: user.attributes.sub,
    emailid: user.attributes.email,
    name: user.attributes.name,
  }).catch((error: unknown) => console.error('The login event was not recorded', error));
}
