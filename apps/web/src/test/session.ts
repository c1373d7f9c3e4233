import type { CurrentSession } from '../lib/session.ts';

/** A learner's session as `auth/currentSession` answers it. */
export function learnerSession(name = 'Asha Mensah', email = 'asha@example.edu'): CurrentSession {
  const now = Date.now();
  return {
    user: {
      id: 'U1',
      username: email,
      oid: 'ORG1',
      role: 'learner',
      mustChangePassword: false,
      grants: [],
      attributes: { sub: 'U1', email, name, email_verified: true },
    },
    createdAt: new Date(now).toISOString(),
    idleExpiresAt: new Date(now + 2 * 3_600_000).toISOString(),
    expiresAt: new Date(now + 12 * 3_600_000).toISOString(),
  };
}

/** The answer of a call that needs a session when there is none (or it has ended). */
export const noSession = {
  status: 401,
  body: { error: { code: 'SESSION_EXPIRED', message: 'Session Time Out' } },
} as const;

/** An error answer in the API's envelope. */
export function refusal(status: number, code: string, message: string) {
  return { status, body: { error: { code, message } } };
}
