import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { MenuIcon } from '../../../components/icons/icons.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';

const outlineWidth = 300;

/**
 * Whether the player is on a narrow screen (its outline a drawer). A prerendered page cannot know:
 * undefined until hydrated, CSS deciding meanwhile. Only the small components below read it, so only
 * they render again when it is known.
 */
function useNarrowPlayer(): boolean | undefined {
  const narrowScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  return useHydrated() ? narrowScreen : undefined;
}

/** The outline: beside the object on wide screens, in a drawer on narrow ones. */
export function OutlinePlacement(props: {
  outline: ReactNode;
  open: boolean;
  onClose: () => void;
  label: string;
}) {
  const narrow = useNarrowPlayer();
  if (narrow === true) {
    return (
      <Drawer
        open={props.open}
        onClose={props.onClose}
        slotProps={{ paper: { 'aria-label': props.label, sx: { width: outlineWidth, maxWidth: '85vw' } } }}
      >
        {props.outline}
      </Drawer>
    );
  }
  return (
    <Box
      component="aside"
      sx={{
        width: outlineWidth,
        flexShrink: 0,
        display: narrow === undefined ? { xs: 'none', md: 'block' } : undefined,
        borderRight: 1,
        borderColor: 'divider',
        maxHeight: '100vh',
        overflowY: 'auto',
      }}
    >
      {props.outline}
    </Box>
  );
}

/** The narrow screens' button that opens the outline's drawer. */
export function OutlineButton({ onOpen, label }: { onOpen: () => void; label: string }) {
  const narrow = useNarrowPlayer();
  if (narrow === false) return null;
  return (
    <IconButton
      onClick={onOpen}
      aria-label={label}
      edge="start"
      sx={{ display: narrow === undefined ? { md: 'none' } : undefined }}
    >
      <MenuIcon />
    </IconButton>
  );
}
