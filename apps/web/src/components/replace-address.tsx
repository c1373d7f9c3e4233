import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Rewrites the address to `to` once rendered, beside a screen that already shows what `to` names.
 * Unlike `<Navigate>`, which renders nothing, the screen itself is drawn first: the server can
 * prerender it, and the browser hydrates the same markup.
 */
export function ReplaceAddress({ to }: { to: string }): null {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [to, navigate]);
  return null;
}
