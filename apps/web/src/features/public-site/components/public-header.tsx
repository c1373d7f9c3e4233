import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { dialogHref, paths } from '../../../app/paths.ts';
import { MenuIcon } from '../../../components/icons/icons.tsx';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { LazySlot } from '../../../components/lazy-slot.tsx';
import { ScreenVariants } from '../../../components/screen-variants.tsx';
import { usePopup } from '../../../components/use-popup.ts';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { AboutMenu } from './about-menu.tsx';
import { HomeLink } from './home-link.tsx';

const PublicDrawer = lazyComponent(() => import('./public-drawer.tsx').then((m) => m.PublicDrawer));

export interface PublicHeaderProps {
  /** The Programs menu for wide screens (composed by the shell from the programs feature). */
  programsMenu: ReactNode;
  /**
   * The Programs list for the side drawer; `close` closes the drawer once a program is chosen.
   * It may be lazily loaded: the drawer holds it in a Suspense boundary.
   */
  drawerPrograms: (close: () => void) => ReactNode;
}

/**
 * The public header (spec 1 §2): About, Programs, Contact us and Login, with a side drawer holding
 * the same items under the medium breakpoint.
 */
export function PublicHeader({ programsMenu, drawerPrograms }: PublicHeaderProps) {
  const { t } = useTranslation('public-site');
  const drawer = usePopup<true>();
  const drawerId = useId();
  const location = useLocation();
  const organisation = useOrganisation();

  return (
    <AppBar component="header" position="sticky" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, minHeight: { xs: 64, md: 72 } }}>
        <HomeLink organisation={organisation} />
        <Box sx={{ flexGrow: 1 }} />
        <ScreenVariants
          narrow={
            <>
              <LanguageSwitcher />
              <IconButton
                edge="end"
                aria-label={t('header.openMenu')}
                aria-expanded={drawer.isOpen}
                aria-controls={drawer.isOpen ? drawerId : undefined}
                onPointerEnter={PublicDrawer.prefetch}
                onFocus={PublicDrawer.prefetch}
                onClick={() => drawer.open(true)}
              >
                <MenuIcon />
              </IconButton>
              {drawer.mounted && (
                <LazySlot resetKey={drawer.isOpen}>
                  <PublicDrawer
                    id={drawerId}
                    open={drawer.isOpen}
                    onClose={drawer.close}
                    programs={drawerPrograms(drawer.close)}
                  />
                </LazySlot>
              )}
            </>
          }
          wide={
            <Box
              component="nav"
              aria-label={t('header.mainNavigation')}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <AboutMenu shortName={organisation.shortName} />
              {programsMenu}
              <Button color="inherit" component={RouterLink} to={paths.contactUs.getHref()}>
                {t('header.contactUs')}
              </Button>
              <LanguageSwitcher />
              <Button
                variant="contained"
                component={RouterLink}
                to={dialogHref(location, 'login')}
                sx={{ ml: 1 }}
              >
                {t('header.login')}
              </Button>
            </Box>
          }
        />
      </Toolbar>
    </AppBar>
  );
}
