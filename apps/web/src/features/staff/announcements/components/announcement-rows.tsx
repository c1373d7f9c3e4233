import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useStaffTime } from '../../format-time.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import type { PostTarget } from '../api/post-target.ts';
import {
  type StaffAnnouncement,
  useStaffAnnouncements,
  useWithdrawAnnouncement,
} from '../api/staff-announcements.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

const statusColour = { scheduled: 'info', shown: 'success', withdrawn: 'default' } as const;

export interface AnnouncementRowsProps {
  target: PostTarget;
  onEdit: (announcement: StaffAnnouncement) => void;
}

/** The course's or batch's announcements, newest first, each with its state, Edit and Withdraw. */
export function AnnouncementRows({ target, onEdit }: AnnouncementRowsProps) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const { format } = useStaffTime();
  const errorText = useStaffErrorText();
  const list = useStaffAnnouncements(target);
  const withdraw = useWithdrawAnnouncement();
  const [asked, setAsked] = useState<StaffAnnouncement | null>(null);
  return (
    <>
      <QueryState
        query={list}
        errorTitle={t('staffAnnouncements.listFailed')}
        isEmpty={(data) => data.rows.length === 0}
        empty={t('staffAnnouncements.none')}
      >
        {(data) => (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.rows.map((row) => (
              <Box component="li" key={row.annid} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
                <Typography component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
                  {row.title}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                  <Chip
                    size="small"
                    color={statusColour[row.status]}
                    label={t(`staffAnnouncements.status.${row.status}`)}
                  />
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('staffAnnouncements.shows', {
                      type: t(`staffAnnouncements.types.${row.type}`, { defaultValue: row.type }),
                      when: format(new Date(row.sdate * 1000).toISOString()),
                    })}
                  </Typography>
                </Stack>
                {row.status !== 'withdrawn' && (
                  <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                    {row.editable && (
                      <Button
                        size="small"
                        variant="outlined"
                        onClick={() => onEdit(row)}
                        aria-label={`${t('staffAnnouncements.edit')} ${row.title}`}
                      >
                        {t('staffAnnouncements.edit')}
                      </Button>
                    )}
                    <Button
                      size="small"
                      color="error"
                      variant="outlined"
                      onClick={() => setAsked(row)}
                      aria-label={`${t('staffAnnouncements.withdraw')} ${row.title}`}
                    >
                      {t('staffAnnouncements.withdraw')}
                    </Button>
                  </Stack>
                )}
              </Box>
            ))}
          </Box>
        )}
      </QueryState>
      {withdraw.isError && (
        <Typography role="alert" sx={{ color: 'error.main', mt: 1 }}>
          {errorText(withdraw.error)}
        </Typography>
      )}
      {asked && (
        <ConfirmDialog
          title={t('staffAnnouncements.withdrawTitle')}
          text={t('staffAnnouncements.withdrawText', { title: asked.title })}
          confirm={t('staffAnnouncements.withdraw')}
          busy={withdraw.isPending}
          onCancel={() => setAsked(null)}
          onConfirm={() =>
            withdraw.mutate({ oid, ...target, annid: asked.annid }, { onSettled: () => setAsked(null) })
          }
        />
      )}
    </>
  );
}
