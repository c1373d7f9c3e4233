import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { NotificationsIcon } from './shell-icons.tsx';

/** The bell in the signed-in header: opens the notifications (spec 1 §2), with the unread count. */
export function NotificationBell({ unread = 0 }: { unread?: number }) {
  const { t } = useTranslation('shell');
  return (
    <IconButton
      color="inherit"
      component={RouterLink}
      to={paths.notifications.getHref()}
      aria-label={unread > 0 ? t('notificationsUnread', { count: unread }) : t('notifications')}
    >
      <Badge badgeContent={unread} color="secondary" max={99}>
        <NotificationsIcon />
      </Badge>
    </IconButton>
  );
}
