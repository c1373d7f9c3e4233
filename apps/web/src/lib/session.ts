import { type QueryClient, queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { use, useRef } from 'react';
import { callApi, type OperationOutput } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { organisationKeys } from './organisation.ts';

export type CurrentSession = OperationOutput<'auth/currentSession'>;
export type SessionUser = CurrentSession['user'];

/**
 * What the app knows of its session. The cookie is HttpOnly, so the server's `auth/currentSession`
 * is the only source; this query is the client's only copy of it.
 * - `passwordChangeRequired`: signed in with a temporary password, which must be replaced before
 *   anything else (the app stays on the public side and shows the forced-change dialog).
 * - `signedOut.expired`: the session ended while the app believed it signed in ('Session Time Out').
 */
export type SessionState =
  | { status: 'signedIn'; session: CurrentSession }
  | { status: 'passwordChangeRequired' }
  | { status: 'signedOut'; expired: boolean };

export const sessionKeys = {
  all: ['session'] as const,
};

/** Queries that hold nothing of the user (the organisation's public record) and survive sign-out. */
const keptOnSignOut = new Set<unknown>([organisationKeys.all[0], sessionKeys.all[0]]);

function isSessionRefusal(error: unknown): error is ApiError {
  // No answer, or the server's own trouble, says nothing about the session: that is an error to retry.
  return error instanceof ApiError && error.code !== 'NETWORK' && error.status < 500;
}

export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionKeys.all,
    queryFn: async ({ client, signal }): Promise<SessionState> => {
      try {
        return { status: 'signedIn', session: await callApi('auth/currentSession', {}, { signal }) };
      } catch (error) {
        if (!isSessionRefusal(error)) throw error;
        if (error.code === 'PASSWORD_CHANGE_REQUIRED') return { status: 'passwordChangeRequired' };
        // 401 (no session, or it ended) and any other refusal: signed out.
        const before = client.getQueryData<SessionState>(sessionKeys.all);
        return { status: 'signedOut', expired: before?.status === 'signedIn' };
      }
    },
    // It changes only by signing in or out, and is checked on each signed-in route change.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Asks for the session at start-up, beside the organisation's call rather than after it. */
export function PrefetchSession(): null {
  usePrefetchQuery(sessionQuery());
  return null;
}

export function useSession() {
  return useQuery(sessionQuery());
}

/** A promise that never settles: what a screen waits on once its session has gone. */
const sessionGone = new Promise<never>(() => {});

/**
 * The signed-in user; only inside the signed-in route table, which renders only with a session. When
 * the session ends, the screens still on view keep the user they had until the public table replaces
 * them; one that would first render then waits (suspends) instead, as the whole table is leaving.
 */
export function useSessionUser(): SessionUser {
  const { data } = useSession();
  const last = useRef<SessionUser | null>(null);
  if (data?.status === 'signedIn') last.current = data.session.user;
  if (last.current) return last.current;
  return use(sessionGone);
}

/** Asks the server again (after signing in, and on each signed-in route change). */
export function refreshSession(client: QueryClient): Promise<SessionState> {
  return client.fetchQuery({ ...sessionQuery(), staleTime: 0, retry: false });
}

function sessionStatus(client: QueryClient): SessionState['status'] | undefined {
  return client.getQueryData<SessionState>(sessionKeys.all)?.status;
}

/**
 * Forgets everything the client holds of the user: every query but the organisation's, every
 * mutation, and the session itself (now signed out).
 */
export function clearUserState(
  client: QueryClient,
  state: SessionState = { status: 'signedOut', expired: false },
) {
  client.removeQueries({ predicate: (query) => !keptOnSignOut.has(query.queryKey[0]) });
  client.getMutationCache().clear();
  client.setQueryData<SessionState>(sessionKeys.all, state);
}

/** What this visit kept of the user beside the cache (sessionStorage holds this visit's choices). */
function forgetVisit(): void {
  try {
    sessionStorage.clear();
  } catch {
    // Storage refused: nothing was kept there.
  }
}

/** Ends the session on the server, then forgets the user here even if the server could not be reached. */
export async function signOut(client: QueryClient): Promise<void> {
  try {
    await callApi('auth/signOut', {});
  } catch (error) {
    // The cookie may outlive a failed call, but nothing of the user stays in this page.
    console.error('Signing out failed', error);
  }
  forgetVisit();
  clearUserState(client);
}

/** A call answered that the session has ended: once, while the app believed it signed in. */
export function markSessionExpired(client: QueryClient): void {
  if (sessionStatus(client) !== 'signedIn') return;
  const expired: SessionState = { status: 'signedOut', expired: true };
  client.setQueryData<SessionState>(sessionKeys.all, expired);
}

/**
 * After 'Session Time Out': forgets the user at once and tells the server too (the session is already
 * over there; this also drops the cookie).
 */
export function endExpiredSession(client: QueryClient): void {
  forgetVisit();
  clearUserState(client);
  callApi('auth/signOut', {}).catch((error: unknown) => console.error('Signing out failed', error));
}

/** A call answered that the temporary password must be replaced first. */
export function markPasswordChangeRequired(client: QueryClient): void {
  if (sessionStatus(client) === 'passwordChangeRequired') return;
  clearUserState(client, { status: 'passwordChangeRequired' });
}

/** What a failed call says about the session, if anything. */
export function sessionConsequence(error: unknown): 'expired' | 'passwordChangeRequired' | null {
  if (!(error instanceof ApiError)) return null;
  // A session that owes its second factor (a staff session downgraded by a role change) signs in again.
  if (['SESSION_EXPIRED', 'UNAUTHENTICATED', 'SECOND_FACTOR_REQUIRED'].includes(error.code)) return 'expired';
  if (error.code === 'PASSWORD_CHANGE_REQUIRED') return 'passwordChangeRequired';
  return null;
}
