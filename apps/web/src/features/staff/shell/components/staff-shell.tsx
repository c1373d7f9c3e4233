import Box from '@mui/material/Box';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../../../components/page-loading.tsx';
import { RouteErrorBoundary } from '../../../../components/route-error-boundary.tsx';
import { mainContentId, SkipLink } from '../../../../components/skip-link.tsx';
import type { SessionUser } from '../../../../lib/session.ts';
import { useStaffSessionGuard } from '../hooks/use-staff-session-guard.ts';
import { StaffHeader } from './staff-header.tsx';
import { StaffNav } from './staff-nav.tsx';

/**
 * The staff frame: header, navigation by role, and the page; each route change checks the session and
 * takes the focus to the new page's content (the link or button that led there is gone, and a keyboard
 * or screen reader user would otherwise go on from the top of the document).
 */
export function StaffShell({ user }: { user: SessionUser }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  useStaffSessionGuard();

  const shownPath = useRef(pathname);
  const main = useRef<HTMLElement>(null);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <StaffHeader user={user} />
      <StaffNav grants={user.grants} />
      <Box
        component="main"
        ref={main}
        id={mainContentId}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}
      >
        <RouteErrorBoundary resetKey={pathname} title={t('errors.pageFailed')}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
    </Box>
  );
}
