import Dialog from '@mui/material/Dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { signOut } from '../../../lib/session.ts';
import { type AuthView, verificationOf } from './dialog-address.ts';
import { ForgotPasswordView } from './forgot-password-view.tsx';
import { LoginView } from './login-view.tsx';
import { NewPasswordView } from './new-password-view.tsx';
import { ResetPasswordView } from './reset-password-view.tsx';
import { SignUpView } from './sign-up-view.tsx';
import { useAuthNavigation } from './use-auth-navigation.ts';
import { VerifyEmailView } from './verify-email-view.tsx';
import type { AuthViewProps } from './view-props.ts';

function ViewOf({ view, ...props }: AuthViewProps & { view: AuthView }) {
  const location = useLocation();
  switch (view) {
    case 'login':
      return <LoginView {...props} />;
    case 'signup':
      return <SignUpView {...props} />;
    case 'forgotPassword':
      return <ForgotPasswordView {...props} />;
    case 'resetPassword':
      return <ResetPasswordView {...props} />;
    case 'newPassword':
      return <NewPasswordView {...props} />;
    case 'verify': {
      const link = verificationOf(location);
      return link ? <VerifyEmailView {...props} token={link.token} email={link.email} /> : null;
    }
  }
}

/**
 * The sign-in dialogs (spec 1 §2): one modal, 600 px wide (300 px under 600 px screens), showing the
 * view the address or the session asks for. Escape and the close button close it; a click beside it
 * does not, so that a half-typed form is not lost. Loaded on first use, with the form schemas.
 */
export function AuthDialogs({ view }: { view: AuthView | null }) {
  const titleId = useId();
  const navigation = useAuthNavigation();
  const client = useQueryClient();
  // The last view stays on screen while the dialog animates closed.
  const [shown, setShown] = useState(view);
  if (view !== null && view !== shown) setShown(view);

  const close = () => {
    navigation.close();
    // Leaving the forced change leaves the temporary password in place: end that half-open session.
    if (view === 'newPassword') void signOut(client);
  };

  return (
    <Dialog
      open={view !== null}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') close();
      }}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{
        paper: { sx: { width: { xs: 300, sm: 600 }, maxWidth: 'calc(100% - 32px)', m: 2 } },
      }}
    >
      {shown !== null && <ViewOf key={shown} view={shown} titleId={titleId} onClose={close} />}
    </Dialog>
  );
}
