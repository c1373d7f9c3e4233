import type { Announcement } from '@aula/contract/announcements';
import {
  type StaffFileAnnouncementType,
  staffFileAnnouncementTypes,
} from '@aula/contract/staff-announcement-files';
import {
  announcementTextMax,
  announcementTitleMax,
  type StaffAnnouncementType,
  staffAnnouncementTypes,
  videoIdOf,
  videoUrlOf,
} from '@aula/contract/staff-announcements';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-error.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useStaffTime } from '../../format-time.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import type { PostTarget } from '../api/post-target.ts';
import { type StaffAnnouncement, useSaveAnnouncement } from '../api/staff-announcements.ts';
import { AnnouncementFileField, type UploadedFile } from './announcement-file-field.tsx';
import { previewDescriptionHtml } from './description-html.ts';
import { secondsOfWallTime, wallTimeOf } from './schedule-time.ts';

interface Draft {
  type: StaffAnnouncementType;
  title: string;
  description: string;
  weburl: string;
  webtext: string;
  /** `datetime-local` on the university's clock. */
  showFrom: string;
  /** A file uploaded for a file type, not yet saved. */
  file: UploadedFile | null;
}

function fileTypeOf(type: StaffAnnouncementType): StaffFileAnnouncementType | null {
  return (staffFileAnnouncementTypes as readonly string[]).includes(type)
    ? (type as StaffFileAnnouncementType)
    : null;
}

function linkTypeOf(type: StaffAnnouncementType): 'web' | 'youtube' | 'vimeo' | null {
  return type === 'web' || type === 'youtube' || type === 'vimeo' ? type : null;
}

function draftOf(editing: StaffAnnouncement | undefined, nowText: string): Draft {
  if (!editing)
    return {
      type: 'text',
      title: '',
      description: '',
      weburl: '',
      webtext: '',
      showFrom: nowText,
      file: null,
    };
  return {
    type: editing.type as StaffAnnouncementType,
    title: editing.title,
    description: editing.descriptionText,
    weburl: editing.weburl ?? '',
    webtext: editing.webtext ?? '',
    showFrom: '',
    file: null,
  };
}

/** The address the learner's link will go to, as the server keeps it (a video's rebuilt from its id). */
function previewUrl(draft: Draft): string | undefined {
  if (draft.type === 'web') return draft.weburl.trim() || undefined;
  if (draft.type === 'youtube' || draft.type === 'vimeo') {
    const id = videoIdOf(draft.type, draft.weburl);
    return id ? videoUrlOf(draft.type, id) : undefined;
  }
  return undefined;
}

export interface AnnouncementFormProps {
  target: PostTarget;
  bpid: string;
  editing?: StaffAnnouncement | undefined;
  onDone: () => void;
  /** Draws an announcement as learners see it (the learner's own component, given by the page). */
  renderPreview: (announcement: Announcement) => ReactNode;
}

/**
 * Posts or edits an announcement: the fields its type needs, when it shows (the university's time,
 * named; later than now schedules it), and a preview drawn by the learner's own announcement component.
 */
export function AnnouncementForm({ target, bpid, editing, onDone, renderPreview }: AnnouncementFormProps) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const { zone, zoneName } = useStaffTime();
  const errorText = useStaffErrorText();
  const save = useSaveAnnouncement();
  const headingId = useId();
  const nowSeconds = Math.floor(Date.now() / 1000);
  const [draft, setDraft] = useState<Draft>(() => ({
    ...draftOf(editing, wallTimeOf(nowSeconds, zone)),
    ...(editing ? { showFrom: wallTimeOf(editing.sdate, zone) } : {}),
  }));
  const [missing, setMissing] = useState<Record<string, string>>({});
  const set = (field: keyof Draft) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setDraft((current) => ({ ...current, [field]: event.target.value }));
    setMissing(({ [field]: _, ...rest }) => rest);
  };
  const serverFields = save.error instanceof ApiError ? save.error.fields : {};
  const fieldError = (field: string) => missing[field] ?? serverFields[field];
  const sdate = secondsOfWallTime(draft.showFrom, zone);
  const linkType = linkTypeOf(draft.type);
  const fileType = fileTypeOf(draft.type);
  // An edit keeps the announcement's file while its type stays and no other is uploaded.
  const keptFile = editing && editing.type === draft.type && !draft.file ? editing.mfname : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (draft.title.trim() === '') found.title = t('staffAnnouncements.form.titleMissing');
    if (draft.type === 'text' && draft.description.trim() === '')
      found.description = t('staffAnnouncements.form.descriptionMissing');
    if (linkType && draft.weburl.trim() === '')
      found.weburl = t(`staffAnnouncements.form.urlMissing.${linkType}`);
    if (draft.type === 'web' && draft.webtext.trim() === '')
      found.webtext = t('staffAnnouncements.form.webtextMissing');
    if (fileType && !draft.file && !keptFile) found.filename = t('staffAnnouncements.file.missing');
    if (sdate === null) found.sdate = t('staffAnnouncements.form.whenMissing');
    setMissing(found);
    if (Object.keys(found).length > 0 || sdate === null) return;
    const common = {
      oid,
      ...target,
      ...(editing ? { annid: editing.annid } : {}),
      title: draft.title,
      description: draft.description,
      sdate,
    };
    const body = fileType
      ? { ...common, type: fileType, ...(draft.file ? { filename: draft.file.filename } : {}) }
      : draft.type === 'web'
        ? { ...common, type: draft.type, weburl: draft.weburl.trim(), webtext: draft.webtext }
        : draft.type === 'youtube' || draft.type === 'vimeo'
          ? { ...common, type: draft.type, weburl: draft.weburl.trim() }
          : { ...common, type: 'text' as const };
    save.mutate(body, { onSuccess: onDone });
  };

  const weburl = previewUrl(draft);
  const preview: Announcement = {
    annid: 'preview',
    bpid,
    type: draft.type,
    title: draft.title.trim() || t('staffAnnouncements.form.previewUntitled'),
    description: previewDescriptionHtml(draft.description),
    sdate: sdate ?? nowSeconds,
    ...(weburl ? { weburl } : {}),
    ...(draft.type === 'web' && draft.webtext.trim() ? { webtext: draft.webtext.trim() } : {}),
    ...(keptFile ? { mfname: keptFile } : {}),
    ...(keptFile && editing?.fileUrl ? { fileUrl: editing.fileUrl } : {}),
  };
  const generalError = save.isError && Object.keys(serverFields).length === 0 ? errorText(save.error) : null;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {editing ? t('staffAnnouncements.form.editHeading') : t('staffAnnouncements.form.newHeading')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 640 }}>
        <TextField
          select
          label={t('staffAnnouncements.form.type')}
          value={draft.type}
          onChange={(event) => {
            setDraft((current) => ({
              ...current,
              type: event.target.value as StaffAnnouncementType,
              file: null,
            }));
            setMissing({});
          }}
          fullWidth
          margin="dense"
          helperText={t('staffAnnouncements.form.typeHint')}
        >
          {staffAnnouncementTypes.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`staffAnnouncements.types.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('staffAnnouncements.form.title')}
          value={draft.title}
          onChange={set('title')}
          // Edit, chosen in the list above, brings the keyboard to the form it opened.
          autoFocus={editing !== undefined}
          required
          fullWidth
          margin="dense"
          error={fieldError('title') !== undefined}
          helperText={fieldError('title')}
          slotProps={{ htmlInput: { maxLength: announcementTitleMax } }}
        />
        <TextField
          label={t('staffAnnouncements.form.description')}
          value={draft.description}
          onChange={set('description')}
          required={draft.type === 'text'}
          multiline
          minRows={3}
          fullWidth
          margin="dense"
          error={fieldError('description') !== undefined}
          helperText={fieldError('description') ?? t('staffAnnouncements.form.descriptionHint')}
          slotProps={{ htmlInput: { maxLength: announcementTextMax } }}
        />
        {linkType && (
          <TextField
            label={t(`staffAnnouncements.form.url.${linkType}`)}
            value={draft.weburl}
            onChange={set('weburl')}
            required
            fullWidth
            margin="dense"
            type="url"
            error={fieldError('weburl') !== undefined}
            helperText={fieldError('weburl') ?? t(`staffAnnouncements.form.urlHint.${linkType}`)}
          />
        )}
        {fileType && (
          <AnnouncementFileField
            key={fileType}
            target={target}
            type={fileType}
            uploaded={draft.file}
            current={keptFile}
            error={fieldError('filename')}
            onUploaded={(file) => {
              setDraft((current) => ({ ...current, file }));
              setMissing(({ filename: _, ...rest }) => rest);
            }}
          />
        )}
        {draft.type === 'web' && (
          <TextField
            label={t('staffAnnouncements.form.webtext')}
            value={draft.webtext}
            onChange={set('webtext')}
            required
            fullWidth
            margin="dense"
            error={fieldError('webtext') !== undefined}
            helperText={fieldError('webtext')}
          />
        )}
        <TextField
          label={t('staffAnnouncements.form.when', { zone: zone.timeZone })}
          type="datetime-local"
          value={draft.showFrom}
          onChange={set('showFrom')}
          required
          fullWidth
          margin="dense"
          error={fieldError('sdate') !== undefined}
          helperText={
            fieldError('sdate') ??
            t('staffAnnouncements.form.whenHint', { zone: zone.timeZone, offset: zoneName() })
          }
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {generalError && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {generalError}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {editing ? t('staffAnnouncements.form.saveEdit') : t('staffAnnouncements.form.post')}
          </Button>
          {editing && (
            <Button onClick={onDone} disabled={save.isPending}>
              {t('staffAnnouncements.cancel')}
            </Button>
          )}
        </Stack>
      </Box>
      <Box
        component="section"
        aria-label={t('staffAnnouncements.form.preview')}
        sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 640 }}
      >
        <Typography component="h3" variant="subtitle1">
          {t('staffAnnouncements.form.preview')}
        </Typography>
        {renderPreview(preview)}
        {fileType && draft.file && (
          <Typography variant="body2" color="text.secondary">
            {t('staffAnnouncements.file.previewPending')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
