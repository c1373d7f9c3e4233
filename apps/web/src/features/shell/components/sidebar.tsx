import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { SidebarNav } from './sidebar-nav.tsx';

export const sidebarWidth = { expanded: 248, collapsed: 72 } as const;

export interface SidebarProps {
  id: string;
  /**
   * From the medium breakpoint up the sidebar sits beside the page; below, it is a drawer. Unknown
   * (undefined) while a prerendered page hydrates: the wide sidebar, which CSS hides on narrow screens.
   */
  wide: boolean | undefined;
  /** Wide: expanded (names) or collapsed (icons). Narrow: the drawer is open. */
  open: boolean;
  onClose: () => void;
}

/** The signed-in sidebar: beside the page on wide screens, collapsible; a drawer on narrow ones. */
export function Sidebar({ id, wide, open, onClose }: SidebarProps) {
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
