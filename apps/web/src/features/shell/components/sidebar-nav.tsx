import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { PathIcon, sidebarIconPaths } from './shell-icons.tsx';
import { activeSidebarItem, sidebarItems } from './sidebar-items.ts';

export interface SidebarNavProps {
  /** Icons only (the collapsed sidebar); each name stays for screen readers and in a tooltip. */
  collapsed: boolean;
  /** Called after a choice (the narrow screens' drawer closes). */
  onNavigate?: () => void;
}

/** Dashboard, My Programs, Calendar, … with the current item marked (spec 1 §2). */
export function SidebarNav({ collapsed, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const active = activeSidebarItem(pathname);

  return (
    <Box component="nav" aria-label={t('sidebar.label')}>
      <List>
        {sidebarItems.map((item) => {
          const label = t(`sidebar.items.${item.key}`);
          const current = item.key === active;
          const link = (
            <ListItemButton
              component={RouterLink}
              to={item.href}
              selected={current}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
              sx={{
                minHeight: 48,
                px: collapsed ? 2.5 : 2,
                mx: 1,
                borderRadius: 1,
                justifyContent: collapsed ? 'center' : 'flex-start',
                '&.Mui-selected': { bgcolor: 'primary.light', color: 'primary.dark', fontWeight: 600 },
              }}
            >
              <ListItemIcon sx={{ minWidth: 0, mr: collapsed ? 0 : 2, color: 'inherit' }}>
                <PathIcon d={sidebarIconPaths[item.key]} />
              </ListItemIcon>
              <ListItemText
                primary={label}
                sx={collapsed ? visuallyHidden : undefined}
                slotProps={{ primary: { sx: { fontWeight: current ? 600 : 400 } } }}
              />
            </ListItemButton>
          );
          return (
            <li key={item.key}>
              {collapsed ? (
                <Tooltip title={label} placement="right" describeChild>
                  {link}
                </Tooltip>
              ) : (
                link
              )}
            </li>
          );
        })}
      </List>
    </Box>
  );
}
