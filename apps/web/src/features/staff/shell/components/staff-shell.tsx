import Box from '@mui/material/Box';
import { ShellMain } from '../../../../components/shell-main.tsx';
import { SkipLink } from '../../../../components/skip-link.tsx';
import type { SessionUser } from '../../../../lib/session.ts';
import { useSessionGuard } from '../../../../lib/use-session-guard.ts';
import { StaffHeader } from './staff-header.tsx';
import { StaffNav } from './staff-nav.tsx';

/** The staff frame: header, navigation by role, and the page; each route change checks the session. */
export function StaffShell({ user }: { user: SessionUser }) {
  useSessionGuard();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <StaffHeader user={user} />
      <StaffNav grants={user.grants} />
      <ShellMain />
    </Box>
  );
}
