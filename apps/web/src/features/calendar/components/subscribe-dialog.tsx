import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FocusEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/icons/icons.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { type CalendarFeed, useCalendarFeed } from '../api/get-calendar-feed-url.ts';
import { useRenewCalendarFeed } from '../api/renew-calendar-feed-url.ts';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed-url.ts';

type Notice = 'copied' | 'copyFailed' | 'renewed' | 'revoked' | 'actionFailed' | null;

interface FeedAddressProps {
  feed: CalendarFeed;
  busy: boolean;
  onCopy: (url: string) => Promise<void>;
  onRenew: () => void;
  onRevoke: () => void;
}

/** The address with ways to copy it, open it in the device's calendar, replace it or turn it off. */
function FeedAddress({ feed, busy, onCopy, onRenew, onRevoke }: FeedAddressProps) {
  const { t } = useTranslation('calendar');
  const { url, webcalUrl } = feed;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{t('subscribe.explain')}</Typography>
      <TextField
        label={t('subscribe.address')}
        value={url}
        fullWidth
        slotProps={{
          htmlInput: {
            readOnly: true,
            onFocus: (event: FocusEvent<HTMLInputElement>) => event.target.select(),
          },
        }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => void onCopy(url)}>
          {t('subscribe.copy')}
        </Button>
        <Button variant="outlined" href={webcalUrl}>
          {t('subscribe.openInApp')}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('subscribe.private')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={busy} onClick={onRenew}>
          {t('subscribe.renew')}
        </Button>
        <Button variant="outlined" color="error" disabled={busy} onClick={onRevoke}>
          {t('subscribe.revoke')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * The learner's private calendar address, to paste into a calendar app (which then keeps the events
 * up to date), with ways to copy it, open it in the device's calendar, replace it or turn it off.
 */
export function SubscribeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('calendar');
  const titleId = useId();
  const feed = useCalendarFeed(open);
  const renew = useRenewCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [notice, setNotice] = useState<Notice>(null);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setNotice('copied');
    } catch {
      setNotice('copyFailed');
    }
  };
  const act = (mutation: typeof renew | typeof revoke, done: Notice) =>
    mutation.mutate(undefined, {
      onSuccess: () => setNotice(done),
      onError: () => setNotice('actionFailed'),
    });
  const busy = renew.isPending || revoke.isPending || feed.isFetching;

  const body = (
    <QueryState
      query={feed}
      errorTitle={t('subscribe.loadFailed')}
      loadingHeight={120}
      isEmpty={(data) => data === null}
      empty={
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Typography>{t('subscribe.off')}</Typography>
          <Button variant="contained" disabled={busy} onClick={() => void feed.refetch()}>
            {t('subscribe.turnOn')}
          </Button>
        </Box>
      }
    >
      {(data) =>
        data && (
          <FeedAddress
            feed={data}
            busy={busy}
            onCopy={copy}
            onRenew={() => act(renew, 'renewed')}
            onRevoke={() => act(revoke, 'revoked')}
          />
        )
      }
    </QueryState>
  );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t('subscribe.title')}
      </DialogTitle>
      <IconButton
        onClick={onClose}
        aria-label={t('subscribe.close')}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {body}
        <Box role="status" aria-live="polite" sx={{ mt: notice ? 2 : 0 }}>
          {notice && (
            <Alert severity={notice === 'copyFailed' || notice === 'actionFailed' ? 'warning' : 'success'}>
              {t(`subscribe.notices.${notice}`)}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('subscribe.done')}</Button>
      </DialogActions>
    </Dialog>
  );
}
