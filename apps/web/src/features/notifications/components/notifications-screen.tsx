import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentLink } from '../../../components/content-link.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { type Notification, useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';

function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const titleId = useId();
  return (
    <Paper component="article" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          id={titleId}
          component="h2"
          variant="h3"
          sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}
        >
          {notification.title}
        </Typography>
        {!notification.read && <Chip label={t('new')} size="small" color="secondary" />}
      </Box>
      <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {notification.msg}
      </Typography>
      {notification.link && (
        <ContentLink
          href={notification.link}
          aria-label={t('openOf', { title: notification.title })}
          sx={{ display: 'inline-block', mt: 1 }}
        >
          {t('open')}
        </ContentLink>
      )}
    </Paper>
  );
}

/** /notification (spec 3 §2): title, message and optional link of each; opening the page reads them. */
export function NotificationsScreen() {
  const { t } = useTranslation('notifications');
  const query = useNotifications();
  const markRead = useMarkNotificationsRead();
  const { mutate } = markRead;
  const unreadIds = (query.data ?? []).filter((each) => !each.read).map((each) => each.notid);
  const unreadKey = unreadIds.join(' ');

  useEffect(() => {
    // Once per set of unread notifications shown; a failure only leaves them unread for next time.
    if (unreadKey !== '') mutate(unreadKey.split(' '));
  }, [unreadKey, mutate]);

  return (
    <QueryState
      query={query}
      errorTitle={t('loadFailed')}
      isEmpty={(notifications) => notifications.length === 0}
      empty={t('empty')}
    >
      {(notifications) => (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {notifications.map((notification) => (
            <li key={notification.notid}>
              <NotificationItem notification={notification} />
            </li>
          ))}
        </Box>
      )}
    </QueryState>
  );
}
