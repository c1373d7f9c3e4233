import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import {
  clearUserState,
  markPasswordChangeRequired,
  markSessionExpired,
  refreshSession,
  sessionConsequence,
} from './session.ts';

/**
 * Keeps a signed-in shell, the learner's or the staff's, honest about its session (spec 1 §4): on each
 * route change it asks the server, and any call that answers 401 (session ended), 403
 * PASSWORD_CHANGE_REQUIRED or SECOND_FACTOR_REQUIRED (a staff session a role change downgraded) moves
 * the person out, where 'Session Time Out', the forced-change dialog or the staff sign-in follows.
 */
export function useSessionGuard(): void {
  const client = useQueryClient();
  const { pathname } = useLocation();

  const checkedPath = useRef(pathname);
  useEffect(() => {
    if (checkedPath.current === pathname) return;
    checkedPath.current = pathname;
    refreshSession(client).then(
      (state) => {
        if (state.status === 'passwordChangeRequired') clearUserState(client, state);
      },
      // No answer says nothing about the session; the next route change asks again.
      (error: unknown) => console.warn('The session could not be checked', error),
    );
  }, [pathname, client]);

  useEffect(() => {
    const follow = (error: unknown) => {
      const consequence = sessionConsequence(error);
      if (consequence === 'expired') markSessionExpired(client);
      if (consequence === 'passwordChangeRequired') markPasswordChangeRequired(client);
    };
    const stopQueries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') follow(event.action.error);
    });
    const stopMutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') follow(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [client]);
}
