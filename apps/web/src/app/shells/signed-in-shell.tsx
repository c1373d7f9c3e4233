import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { ShellMain } from '../../components/shell-main.tsx';
import { SkipLink } from '../../components/skip-link.tsx';
import { useUnreadNotificationCount } from '../../features/notifications/api/get-unread-notification-count.ts';
import { Sidebar } from '../../features/shell/components/sidebar.tsx';
import { SignedInHeader } from '../../features/shell/components/signed-in-header.tsx';
import { useSessionGuard } from '../../lib/use-session-guard.ts';

/**
 * The signed-in frame (spec 1 §2): header with the bell and the user menu, the sidebar (collapsing
 * at the medium breakpoint, with a toggle), and the page. Each route change checks the session.
 */
export function SignedInShell() {
  const theme = useTheme();
  // Read when the toggle is used; the sidebar and the toggle decide their own forms (a prerendered
  // page draws both until hydrated).
  const narrowScreen = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [expanded, setExpanded] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sidebarId = useId();
  useSessionGuard();
  const unreadNotifications = useUnreadNotificationCount();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SignedInHeader
        sidebarId={sidebarId}
        sidebarExpanded={expanded}
        drawerOpen={drawerOpen}
        onToggleSidebar={() => (narrowScreen ? setDrawerOpen((open) => !open) : setExpanded((open) => !open))}
        unreadNotifications={unreadNotifications}
      />
      <Box sx={{ display: 'flex', flexGrow: 1, minWidth: 0 }}>
        <Sidebar
          id={sidebarId}
          expanded={expanded}
          drawerOpen={drawerOpen}
          onClose={() => setDrawerOpen(false)}
        />
        <ShellMain />
      </Box>
    </Box>
  );
}
