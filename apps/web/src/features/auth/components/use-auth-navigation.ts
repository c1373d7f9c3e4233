import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { type DialogName, dialogHref, paths, type StaffSignInState } from '../../../app/paths.ts';
import { refreshSession } from '../../../lib/session.ts';
import { prefetchUserProgress } from '../../../lib/user-progress.ts';
import { reportLogin } from '../api/analytics-web-app.ts';
import { type AuthDialogState, isPartnerPlace, withoutDialog } from './dialog-address.ts';

/** Moving between the dialogs, closing them, and leaving them signed in. */
export function useAuthNavigation() {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const partner = isPartnerPlace(location);

  return {
    partner,
    /** Replaces the dialog on view (one history entry for the whole exchange). */
    open(dialog: DialogName, state?: AuthDialogState) {
      void navigate(dialogHref(withoutDialog(location), dialog), { replace: true, state });
    },
    close() {
      const place = withoutDialog(location);
      void navigate(`${place.pathname}${place.search}`, { replace: true });
    },
    /**
     * A staff account met a challenge here (its second factor, or a new password first): the staff
     * sign-in takes over at that step (ADR 0068); the learner's dialogs know nothing of staff.
     */
    toStaffSignIn(challenge: NonNullable<StaffSignInState['challenge']>) {
      const state: StaffSignInState = { challenge };
      void navigate(paths.staffSignIn.getHref(), { state });
    },
    /**
     * Signed in: learn the session from the server (the route table follows it) and go to the
     * learner's home, or to the dashboard from the partner variant (spec 1 §4), or back to the
     * application the visitor was on their way to. False if the session
     * could not be read, so that the dialog stays and can be tried again.
     */
    async finishSignIn(): Promise<boolean> {
      const state = await refreshSession(client).catch(() => null);
      if (state?.status !== 'signedIn') return false;
      // Spec 1 §4: the total-progress call (the session's `data`) starts now, for the learner home
      // that opens next, and the login event is reported; if either fails the learner is still taken
      // there (the progress can be retried on the home screen, the event's failure is only logged).
      const { oid, username } = state.session.user;
      void prefetchUserProgress(client, oid, username);
      reportLogin(state.session.user);
      // Signing in on the way to an application returns to it (spec 2 §4: /application).
      const back = location.pathname === paths.application.path ? paths.application.getHref() : undefined;
      void navigate(back ?? (partner ? paths.dashboard.getHref() : paths.myPrograms.getHref()));
      return true;
    },
  };
}
