import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * `narrow` under the `from` breakpoint (medium unless said), `wide` from it on. A prerendered page
 * cannot know the screen's width, so until it is hydrated both are in the HTML and CSS shows the one
 * that fits; then the other goes. Only this small component renders again at that moment: the
 * variants are elements made by the caller, which React keeps as they are.
 */
export function ScreenVariants({
  narrow,
  wide,
  from = 'md',
}: {
  narrow: ReactNode;
  wide: ReactNode;
  from?: 'sm' | 'md';
}) {
  const theme = useTheme();
  const narrowScreen = useMediaQuery(theme.breakpoints.down(from), { noSsr: true });
  const hydrated = useHydrated();
  return (
    <>
      <Box sx={{ display: hydrated ? 'contents' : { xs: 'contents', [from]: 'none' } }}>
        {(!hydrated || narrowScreen) && narrow}
      </Box>
      <Box sx={{ display: hydrated ? 'contents' : { xs: 'none', [from]: 'contents' } }}>
        {(!hydrated || !narrowScreen) && wide}
      </Box>
    </>
  );
}
