import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * `narrow` under the medium breakpoint, `wide` from it on. A prerendered page cannot know the
 * screen's width, so until it is hydrated both are in the HTML and CSS shows the one that fits;
 * then the other goes. Only this small component renders again at that moment: the variants are
 * elements made by the caller, which React keeps as they are.
 */
export function ScreenVariants({ narrow, wide }: { narrow: ReactNode; wide: ReactNode }) {
  const theme = useTheme();
  const narrowScreen = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const hydrated = useHydrated();
  return (
    <>
      <Box sx={{ display: hydrated ? 'contents' : { xs: 'contents', md: 'none' } }}>
        {(!hydrated || narrowScreen) && narrow}
      </Box>
      <Box sx={{ display: hydrated ? 'contents' : { xs: 'none', md: 'contents' } }}>
        {(!hydrated || !narrowScreen) && wide}
      </Box>
    </>
  );
}
