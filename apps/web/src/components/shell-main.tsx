import Box from '@mui/material/Box';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from './page-loading.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { mainContentId } from './skip-link.tsx';

/**
 * A shell's main region (the skip link's target) holding the route's page: a page that fails shows an
 * error in place of itself, a page still loading its code shows the loading state, and a new page
 * starts at its top, as a full page load would. Every shell (public, learner, staff) uses it.
 * `focusOnRouteChange` also takes the focus to the new page's content (the staff's desk pages, where
 * the link or button that led there is gone and a keyboard or screen reader user would otherwise go on
 * from the top of the document).
 */
export function ShellMain({ focusOnRouteChange = false }: { focusOnRouteChange?: boolean }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();

  const shownPath = useRef(pathname);
  const main = useRef<HTMLElement>(null);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
    if (focusOnRouteChange) main.current?.focus({ preventScroll: true });
  }, [pathname, focusOnRouteChange]);

  return (
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
  );
}
