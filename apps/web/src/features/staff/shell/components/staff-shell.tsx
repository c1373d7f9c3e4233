import Box from '@mui/material/Box';
import { ShellMain } from '../../../../components/shell-main.tsx';
import { SkipLink } from '../../../../components/skip-link.tsx';
import type { SessionUser } from '../../../../lib/session.ts';
import { useSessionGuard } from '../../../../lib/use-session-guard.ts';
import { StaffHeader } from './staff-header.tsx';
import { StaffNav } from './staff-nav.tsx';

/**
 * The staff frame: header, then the navigation by role beside the page (above it on a phone); each route change checks the session and
 * takes the focus to the new page's content (the link or button that led there is gone, and a keyboard
 * or screen reader user would otherwise go on from the top of the document).
 */
export function StaffShell({ user }: { user: SessionUser }) {
  useSessionGuard();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <StaffHeader user={user} />
      <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: { xs: 'column', md: 'row' } }}>
        <StaffNav grants={user.grants} />
        <ShellMain focusOnRouteChange />
      </Box>
    </Box>
  );
}
