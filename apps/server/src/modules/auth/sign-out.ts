import type { SessionUser } from '../../platform/session-user.ts';
import type { AuthContext } from './context.ts';
import { clearSessionCookie } from './session-cookie.ts';
import { endSession, endUserSessions } from './session-store.ts';

/**
 * Ends the session on the server, so the cookie is worthless even if it was copied; with `global`,
 * every session of the account. Signing out without a session is not an error.
 */
export async function signOut(
  context: AuthContext,
  sessionUser: SessionUser | null,
  input: { global?: boolean | undefined },
): Promise<{ ok: true }> {
  const { db, config, request, reply } = context;
  if (sessionUser) {
    if (input.global) await endUserSessions(db, sessionUser.userId);
    else await endSession(db, sessionUser.sessionId);
  }
  clearSessionCookie(request, reply, config);
  return { ok: true };
}
