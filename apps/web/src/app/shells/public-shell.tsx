import Box from '@mui/material/Box';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/page-loading.tsx';
import { RouteErrorBoundary } from '../../components/route-error-boundary.tsx';
import { mainContentId, SkipLink } from '../../components/skip-link.tsx';
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
  const { t } = useTranslation('common');
  const { pathname } = useLocation();

  const shownPath = useRef(pathname);
  useEffect(() => {
    // A new page starts at its top, as a full page load would.
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <PublicHeader
        programsMenu={<ProgramsMenu />}
        drawerPrograms={(close) => <ProgramsDrawerList onChoose={close} />}
      />
      <Box component="main" id={mainContentId} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <RouteErrorBoundary resetKey={pathname} title={t('errors.pageFailed')}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <PublicFooter />
    </Box>
  );
}
