import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { ChevronLeftIcon, MenuIcon } from '../../../components/icons/icons.tsx';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { OrganisationHomeLink } from '../../../components/organisation-home-link.tsx';
import { ScreenVariants } from '../../../components/screen-variants.tsx';
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
  const { name, shortName } = useOrganisation();
  const toggle = (wide: boolean) => {
    const open = wide ? sidebarExpanded : drawerOpen;
    let label = open ? t('sidebar.close') : t('sidebar.open');
    if (wide) label = open ? t('sidebar.collapse') : t('sidebar.expand');
    return (
      // Not edge="start": its negative margin put the button's left edge (and focus ring) off a phone's screen.
      <IconButton
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
        <OrganisationHomeLink
          to={paths.myPrograms.getHref()}
          label={t('home', { shortName, name })}
          text={shortName}
          textFromSmall
        />
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitcher />
        <NotificationBell unread={unreadNotifications} />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
