import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../../../../lib/api-error.ts';
import {
  markPasswordChangeRequired,
  markSessionExpired,
  refreshSession,
  sessionConsequence,
} from '../../../../lib/session.ts';

/**
 * Keeps the staff shell honest about its session: each route change asks the server, and a call
 * answering that the session ended, that a password must change, or that the second factor is owed
 * (a session downgraded by a role change) moves the person to the staff sign-in.
 */
export function useStaffSessionGuard(): void {
  const client = useQueryClient();
  const { pathname } = useLocation();

  const checkedPath = useRef(pathname);
  useEffect(() => {
    if (checkedPath.current === pathname) return;
    checkedPath.current = pathname;
    // The answer lands in the session query, which the staff gate follows.
    refreshSession(client).catch((error: unknown) => console.warn('The session could not be checked', error));
  }, [pathname, client]);

  useEffect(() => {
    const follow = (error: unknown) => {
      const consequence = sessionConsequence(error);
      if (consequence === 'expired') markSessionExpired(client);
      if (consequence === 'passwordChangeRequired') markPasswordChangeRequired(client);
      if (error instanceof ApiError && error.code === 'SECOND_FACTOR_REQUIRED') markSessionExpired(client);
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
