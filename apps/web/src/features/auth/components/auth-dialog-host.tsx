import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { LazySlot } from '../../../components/lazy-slot.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { endExpiredSession, useSession } from '../../../lib/session.ts';
import { type AuthView, dialogOf, verificationOf } from './dialog-address.ts';

// The dialogs, their form schemas (zod) and their text load only when a dialog first opens.
const AuthDialogs = lazyComponent(() =>
  Promise.all([import('./auth-dialogs.tsx'), i18n.loadNamespaces('auth')]).then(([m]) => m.AuthDialogs),
);
const SessionTimeOutNotice = lazyComponent(() =>
  Promise.all([import('./session-time-out-notice.tsx'), i18n.loadNamespaces('auth')]).then(
    ([m]) => m.SessionTimeOutNotice,
  ),
);

/**
 * The public side's sign-in layer: opens the dialog the address asks for (`?dialog=login`), the
 * forced password change while the session needs one, and the check of a mailed verification link;
 * after a session has expired, says 'Session Time Out' once over the landing page. `onFirstOpen`
 * lets the app start loading what follows a sign-in while the learner types.
 */
export function AuthDialogHost({ onFirstOpen }: { onFirstOpen?: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { data: session } = useSession();

  let view: AuthView | null = dialogOf(location);
  if (verificationOf(location)) view = 'verify';
  if (session?.status === 'passwordChangeRequired') view = 'newPassword';

  // Mounted from the first opening on, so that the dialog can animate closed.
  const [mounted, setMounted] = useState(false);
  if (view !== null && !mounted) setMounted(true);
  useEffect(() => {
    if (mounted) onFirstOpen?.();
  }, [mounted, onFirstOpen]);

  const expired = session?.status === 'signedOut' && session.expired;
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!expired) return;
    setTimedOut(true);
    // Clears `expired` too, so that this happens once.
    endExpiredSession(client);
    void navigate(paths.landing.getHref(), { replace: true });
  }, [expired, client, navigate]);

  return (
    <>
      {mounted && (
        <LazySlot resetKey={view}>
          <AuthDialogs view={view} />
        </LazySlot>
      )}
      {timedOut && (
        <LazySlot resetKey={timedOut}>
          <SessionTimeOutNotice open={timedOut} onClose={() => setTimedOut(false)} />
        </LazySlot>
      )}
    </>
  );
}
