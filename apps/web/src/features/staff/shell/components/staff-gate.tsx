import { Navigate, useLocation } from 'react-router';
import { paths, type StaffSignInState } from '../../../../app/paths.ts';
import { useSession } from '../../../../lib/session.ts';
import { NotStaffNotice } from './not-staff-notice.tsx';
import { StaffShell } from './staff-shell.tsx';

/**
 * Every staff page but the sign-in: a visitor without a complete staff session goes to the sign-in
 * (and comes back here after it), a signed-in learner is told this is for staff, staff see the shell.
 */
export function StaffGate() {
  const { data } = useSession();
  const location = useLocation();
  if (data?.status === 'signedIn') {
    const { user } = data.session;
    if (user.grants.length === 0) return <NotStaffNotice />;
    return <StaffShell user={user} />;
  }
  const state: StaffSignInState = {
    from: `${location.pathname}${location.search}`,
    expired: data?.status === 'signedOut' && data.expired,
  };
  return <Navigate to={paths.staffSignIn.getHref()} state={state} replace />;
}
