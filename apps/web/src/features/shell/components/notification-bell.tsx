import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { NotificationsIcon } from './shell-icons.tsx';

/** The most the badge counts; beyond it shows "99+". */
const maxShown = 99;

/**
 * The bell in the signed-in header: opens the notifications (spec 1 §2), with the unread count. The
 * count shown on the badge starts the link's name ("3 unread notifications"), so that what is seen is
 * what is heard and what a speech user can say.
 */
export function NotificationBell({ unread = 0 }: { unread?: number }) {
  const { t } = useTranslation('shell');
  const shown = unread > maxShown ? `${maxShown}+` : String(unread);
  return (
    <IconButton
      color="inherit"
      component={RouterLink}
      to={paths.notifications.getHref()}
      aria-label={unread > 0 ? t('notificationsUnread', { count: unread, shown }) : t('notifications')}
    >
      {/* No count at all when there is nothing unread, rather than a hidden "0". */}
      <Badge badgeContent={unread > 0 ? shown : undefined} color="secondary">
        <NotificationsIcon />
      </Badge>
    </IconButton>
  );
}
