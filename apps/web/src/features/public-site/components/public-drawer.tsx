import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { dialogHref, paths } from '../../../app/paths.ts';
import { CloseIcon } from '../../../components/icons/icons.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useOrganisation } from '../../../lib/organisation.ts';

export interface PublicDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  programs: ReactNode;
}

function DrawerLink({ to, label, onClose }: { to: string; label: string; onClose: () => void }) {
  return (
    <li>
      <ListItemButton component={RouterLink} to={to} onClick={onClose} sx={{ pl: 3 }}>
        <ListItemText primary={label} />
      </ListItemButton>
    </li>
  );
}

/**
 * The header's items for narrow screens: About, Programs, Contact us and Login. Login is held at the
 * drawer's foot: the programme list above it arrives after the drawer (its own code, its own data),
 * and a button that moved when it came would take a tap aimed at it somewhere else.
 */
export function PublicDrawer({ id, open, onClose, programs }: PublicDrawerProps) {
  const { t } = useTranslation('public-site');
  const { shortName } = useOrganisation();
  const location = useLocation();

  return (
    <Drawer
      id={id}
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': t('header.menu'), sx: { width: 300, maxWidth: '85vw' } } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton aria-label={t('header.closeMenu')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box
        component="nav"
        aria-label={t('header.mainNavigation')}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}
      >
        <ListSubheader component="h2">{t('header.about')}</ListSubheader>
        <List>
          <DrawerLink
            to={paths.aboutInstitution.getHref(shortName)}
            label={t('header.aboutInstitution', { shortName })}
            onClose={onClose}
          />
          <DrawerLink
            to={paths.aboutOnlineLearning.getHref()}
            label={t('header.onlineLearning')}
            onClose={onClose}
          />
        </List>
        <Divider />
        <ListSubheader component="h2">{t('header.programs')}</ListSubheader>
        <Suspense fallback={<PageLoading minHeight={80} />}>{programs}</Suspense>
        <Divider />
        <List>
          <DrawerLink to={paths.contactUs.getHref()} label={t('header.contactUs')} onClose={onClose} />
        </List>
        <Box
          sx={{
            mt: 'auto',
            position: 'sticky',
            bottom: 0,
            p: 2,
            borderTop: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <Button
            variant="contained"
            fullWidth
            component={RouterLink}
            to={dialogHref(location, 'login')}
            onClick={onClose}
          >
            {t('header.login')}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
