import Box from '@mui/material/Box';
import { ShellMain } from '../../components/shell-main.tsx';
import { SkipLink } from '../../components/skip-link.tsx';
import { ProgramsMenu } from '../../features/programs/components/programs-menu.tsx';
import { PublicFooter } from '../../features/public-site/components/public-footer.tsx';
import { PublicHeader } from '../../features/public-site/components/public-header.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';

// Only the narrow screens' drawer shows this list, so its code waits for the drawer to open.
const ProgramsDrawerList = lazyComponent(() =>
  import('../../features/programs/components/programs-drawer-list.tsx').then((m) => m.ProgramsDrawerList),
);

/** The signed-out frame: header (with the catalogue's menus), the page, footer. */
export function PublicShell() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <PublicHeader
        programsMenu={<ProgramsMenu />}
        drawerPrograms={(close) => <ProgramsDrawerList onChoose={close} />}
      />
      <ShellMain />
      <PublicFooter />
    </Box>
  );
}
