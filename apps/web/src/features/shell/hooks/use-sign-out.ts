import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { signOut } from '../../../lib/session.ts';

/**
 * Sign-out from anywhere in the signed-in frame: ends the session on the server, forgets every trace
 * of the user in this page, then shows the landing page. `signingOut` disables the control meanwhile.
 */
export function useSignOut() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const leave = async () => {
    setSigningOut(true);
    await signOut(client);
    void navigate(paths.landing.getHref());
  };
  return { signOut: leave, signingOut };
}
