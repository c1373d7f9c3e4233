import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ChevronLeftIcon, MenuIcon } from '../../../components/icons/icons.tsx';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { ScreenVariants } from '../../../components/screen-variants.tsx';
import { mediaHref } from '../../../lib/media.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { NotificationBell } from './notification-bell.tsx';
import { UserMenu } from './user-menu.tsx';

export interface SignedInHeaderProps {
  sidebarId: string;
  /** Wide screens: the sidebar shows its names. */
  sidebarExpanded: boolean;
  /** Narrow screens: the sidebar's drawer is open. */
  drawerOpen: boolean;
  onToggleSidebar: () => void;
  /** The learner's unread notifications, shown on the bell. */
  unreadNotifications?: number;
}

/** The signed-in header: sidebar toggle, the organisation, language, the bell and the user menu. */
export function SignedInHeader({
  sidebarId,
  sidebarExpanded,
  drawerOpen,
  onToggleSidebar,
  unreadNotifications,
}: SignedInHeaderProps) {
  const { t } = useTranslation('shell');
  const { oid, name, shortName, logo } = useOrganisation();
  const toggle = (wide: boolean) => {
    const open = wide ? sidebarExpanded : drawerOpen;
    let label = open ? t('sidebar.close') : t('sidebar.open');
    if (wide) label = open ? t('sidebar.collapse') : t('sidebar.expand');
    return (
      <IconButton
        edge="start"
        color="inherit"
        aria-label={label}
        aria-controls={sidebarId}
        aria-expanded={open}
        onClick={onToggleSidebar}
      >
        {wide && open ? <ChevronLeftIcon /> : <MenuIcon />}
      </IconButton>
    );
  };

  return (
    <AppBar component="header" position="sticky" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: { xs: 64, md: 72 }, px: { xs: 1, sm: 2 } }}>
        {/* A drawer's toggle on narrow screens, the sidebar's on wide ones (both in a prerendered page). */}
        <ScreenVariants narrow={toggle(false)} wide={toggle(true)} />
        <Box
          component={RouterLink}
          to={paths.myPrograms.getHref()}
          // Starts with the short name shown beside the logo; the full name follows for screen readers.
          aria-label={t('home', { shortName, name })}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            minWidth: 0,
            color: 'primary.main',
            textDecoration: 'none',
            fontWeight: 700,
            borderRadius: 1,
            '&:focus-visible': { outline: '2px solid', outlineOffset: 2 },
          }}
        >
          {logo !== '' && (
            <Box
              component="img"
              src={mediaHref(oid, logo)}
              alt=""
              sx={{ height: { xs: 32, md: 40 }, width: 'auto', flexShrink: 0 }}
            />
          )}
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, fontSize: '1.1rem' }}>
            {shortName}
          </Box>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitcher />
        <NotificationBell unread={unreadNotifications} />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
