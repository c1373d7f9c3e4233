import { announcementTitleMax } from '@aula/contract/staff-announcements';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { ApiError } from '../../../../lib/api-error.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import type { PostTarget } from '../api/post-target.ts';
import { type StaffEvent, useDeleteEvent, useSaveEvent, useStaffEvents } from '../api/staff-events.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

interface EventDraft {
  title: string;
  start: string;
  link: string;
}

const emptyDraft: EventDraft = { title: '', start: '', link: '' };

/** A course's or batch's calendar events (whole days, as learners' calendars and feeds show them): add, edit, delete. */
export function EventPanel({ target }: { target: PostTarget }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const errorText = useStaffErrorText();
  const list = useStaffEvents(target);
  const save = useSaveEvent();
  const remove = useDeleteEvent();
  const headingId = useId();
  const [editing, setEditing] = useState<StaffEvent | null>(null);
  const [draft, setDraft] = useState<EventDraft>(emptyDraft);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const [asked, setAsked] = useState<StaffEvent | null>(null);
  const serverFields = save.error instanceof ApiError ? save.error.fields : {};
  const fieldError = (field: string) => missing[field] ?? serverFields[field];
  const set = (field: keyof EventDraft) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setDraft((current) => ({ ...current, [field]: event.target.value }));
    setMissing(({ [field]: _, ...rest }) => rest);
  };
  const reset = () => {
    setEditing(null);
    setDraft(emptyDraft);
    setMissing({});
    save.reset();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (draft.title.trim() === '') found.title = t('staffAnnouncements.form.titleMissing');
    if (draft.start === '') found.start = t('staffAnnouncements.events.dayMissing');
    setMissing(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        oid,
        ...target,
        ...(editing ? { evid: editing.evid } : {}),
        title: draft.title,
        start: draft.start,
        ...(draft.link.trim() ? { link: draft.link.trim() } : {}),
      },
      { onSuccess: reset },
    );
  };
  const generalError = save.isError && Object.keys(serverFields).length === 0 ? errorText(save.error) : null;
  return (
    <>
      <QueryState
        query={list}
        errorTitle={t('staffAnnouncements.events.listFailed')}
        isEmpty={(data) => data.rows.length === 0}
        empty={t('staffAnnouncements.events.none')}
      >
        {(data) => (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.rows.map((row) => (
              <Box component="li" key={row.evid} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
                <Typography component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
                  {row.title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  <time dateTime={row.start}>{row.start}</time>
                </Typography>
                {row.link && (
                  <Link
                    href={row.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {row.link}
                  </Link>
                )}
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => {
                      setEditing(row);
                      setDraft({ title: row.title, start: row.start, link: row.link ?? '' });
                      setMissing({});
                    }}
                    aria-label={`${t('staffAnnouncements.edit')} ${row.title}`}
                  >
                    {t('staffAnnouncements.edit')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    variant="outlined"
                    onClick={() => setAsked(row)}
                    aria-label={`${t('staffAnnouncements.events.delete')} ${row.title}`}
                  >
                    {t('staffAnnouncements.events.delete')}
                  </Button>
                </Stack>
              </Box>
            ))}
          </Box>
        )}
      </QueryState>
      {remove.isError && (
        <Typography role="alert" sx={{ color: 'error.main', mt: 1 }}>
          {errorText(remove.error)}
        </Typography>
      )}
      <Box component="section" aria-labelledby={headingId} sx={{ mt: 3, maxWidth: 640 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {editing ? t('staffAnnouncements.events.editHeading') : t('staffAnnouncements.events.newHeading')}
        </Typography>
        <Box component="form" noValidate onSubmit={submit}>
          <TextField
            label={t('staffAnnouncements.form.title')}
            value={draft.title}
            onChange={set('title')}
            required
            fullWidth
            margin="dense"
            error={fieldError('title') !== undefined}
            helperText={fieldError('title')}
            slotProps={{ htmlInput: { maxLength: announcementTitleMax } }}
          />
          <TextField
            label={t('staffAnnouncements.events.day')}
            type="date"
            value={draft.start}
            onChange={set('start')}
            required
            fullWidth
            margin="dense"
            error={fieldError('start') !== undefined}
            helperText={fieldError('start')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={t('staffAnnouncements.events.link')}
            value={draft.link}
            onChange={set('link')}
            type="url"
            fullWidth
            margin="dense"
            error={fieldError('link') !== undefined}
            helperText={fieldError('link') ?? t('staffAnnouncements.events.linkHint')}
          />
          {generalError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {generalError}
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {editing ? t('staffAnnouncements.form.saveEdit') : t('staffAnnouncements.events.add')}
            </Button>
            {editing && (
              <Button onClick={reset} disabled={save.isPending}>
                {t('staffAnnouncements.cancel')}
              </Button>
            )}
          </Stack>
        </Box>
      </Box>
      {asked && (
        <ConfirmDialog
          title={t('staffAnnouncements.events.deleteTitle')}
          text={t('staffAnnouncements.events.deleteText', { title: asked.title })}
          confirm={t('staffAnnouncements.events.delete')}
          busy={remove.isPending}
          onCancel={() => setAsked(null)}
          onConfirm={() =>
            remove.mutate({ oid, ...target, evid: asked.evid }, { onSettled: () => setAsked(null) })
          }
        />
      )}
    </>
  );
}
