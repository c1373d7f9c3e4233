import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { SidebarNav } from './sidebar-nav.tsx';

export const sidebarWidth = { expanded: 248, collapsed: 72 } as const;

export interface SidebarProps {
  id: string;
  /** Wide screens: expanded (names) or collapsed (icons). */
  expanded: boolean;
  /** Narrow screens: the drawer is open. */
  drawerOpen: boolean;
  onClose: () => void;
}

/**
 * The signed-in sidebar: beside the page on wide screens (from the medium breakpoint up),
 * collapsible; a drawer on narrow ones. A prerendered page cannot know the screen's width: until it
 * is hydrated the wide sidebar is drawn and CSS hides it on narrow screens. Only this component
 * renders again when it knows (not the whole frame).
 */
export function Sidebar({ id, expanded, drawerOpen, onClose }: SidebarProps) {
  const theme = useTheme();
  const narrowScreen = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const wide = useHydrated() ? !narrowScreen : undefined;
  const open = wide === false ? drawerOpen : expanded;
  if (wide === false) {
    return (
      <Drawer
        id={id}
        anchor="left"
        open={open}
        onClose={onClose}
        slotProps={{ paper: { sx: { width: sidebarWidth.expanded, maxWidth: '85vw', pt: 1 } } }}
      >
        <SidebarNav collapsed={false} onNavigate={onClose} />
      </Drawer>
    );
  }
  return (
    <Box
      id={id}
      sx={{
        width: open ? sidebarWidth.expanded : sidebarWidth.collapsed,
        flexShrink: 0,
        display: wide === undefined ? { xs: 'none', md: 'block' } : undefined,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        transition: (theme) => theme.transitions.create('width'),
      }}
    >
      {/* Stays in view under the header (72 px and its border) as the page scrolls. */}
      <Box sx={{ position: 'sticky', top: 73, overflowX: 'hidden' }}>
        <SidebarNav collapsed={!open} />
      </Box>
    </Box>
  );
}
