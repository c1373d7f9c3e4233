import type { CourseDraft } from '@aula/contract/staff-course-builder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftEditor } from '../hooks/use-draft-editor.ts';
import { fieldErrorsOf } from './field-errors.ts';

type Which = 'references' | 'videos';
type Attachment = CourseDraft['references'][number] & { date?: string };
const fileTypes = ['pdf', 'video', 'audio', 'image'] as const;

/** The course's references or videos: each a link or a file of the organisation's media, removed or added. */
export function AttachmentsEditor({ editor, which }: { editor: DraftEditor; which: Which }) {
  const { t } = useTranslation('course-builder');
  const items: Attachment[] = editor.draft[which];
  const [title, setTitle] = useState('');
  const [link, setLink] = useState('');
  const [otype, setOtype] = useState<'' | (typeof fileTypes)[number]>('');
  const [ourl, setOurl] = useState('');
  const [date, setDate] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const serverErrors = fieldErrorsOf(editor.error);
  const errorOf = (name: string) => problems[name] ?? serverErrors[name];
  const headingId = `${which}-heading`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (title.trim() === '') found.title = t('errors.required');
    if (link.trim() === '' && (otype === '' || ourl.trim() === '')) found.link = t('errors.linkOrFile');
    if (which === 'videos' && date === '') found.date = t('errors.required');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const item = {
      title: title.trim(),
      ...(link.trim() === '' ? {} : { link: link.trim() }),
      ...(otype === '' || ourl.trim() === '' ? {} : { otype, ourl: ourl.trim() }),
    };
    const saved = await editor.apply((old) =>
      which === 'videos'
        ? { ...old, videos: [...old.videos, { ...item, date }] }
        : { ...old, references: [...old.references, item] },
    );
    if (saved) {
      setTitle('');
      setLink('');
      setOtype('');
      setOurl('');
      setDate('');
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} component="h2" variant="h5">
        {t(`${which}.title`)}
      </Typography>
      {items.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t(`${which}.none`)}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 0, display: 'grid', gap: 1 }}>
          {items.map((item, index) => (
            <Box
              component="li"
              key={`${item.title}\u0000${item.link ?? item.ourl}\u0000${item.date ?? ''}`}
              sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
            >
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {item.title} ({item.link ?? item.ourl}
                {item.date ? `, ${item.date}` : ''})
              </Typography>
              <Button
                size="small"
                disabled={editor.saving}
                aria-label={t('remove', { name: item.title })}
                onClick={() =>
                  void editor.apply((old) => ({
                    ...old,
                    [which]: old[which].filter((_item, at) => at !== index),
                  }))
                }
              >
                {t('removeShort')}
              </Button>
            </Box>
          ))}
        </Box>
      )}
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={1.5}>
          <TextField
            size="small"
            label={t('attachment.title')}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={errorOf('title') !== undefined}
            helperText={errorOf('title')}
          />
          <TextField
            size="small"
            label={t('attachment.link')}
            value={link}
            onChange={(event) => setLink(event.target.value)}
            error={errorOf('link') !== undefined}
            helperText={errorOf('link')}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <TextField
              select
              size="small"
              label={t('attachment.fileType')}
              value={otype}
              onChange={(event) => setOtype(event.target.value as typeof otype)}
              sx={{ minWidth: '10rem' }}
            >
              <MenuItem value="">{t('attachment.noFile')}</MenuItem>
              {fileTypes.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`fileTypes.${type}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label={t('attachment.file')}
              value={ourl}
              onChange={(event) => setOurl(event.target.value)}
              error={errorOf('ourl') !== undefined}
              helperText={errorOf('ourl')}
              sx={{ flex: '1 1 12rem' }}
            />
          </Box>
          {which === 'videos' && (
            <TextField
              size="small"
              type="date"
              label={t('attachment.date')}
              value={date}
              onChange={(event) => setDate(event.target.value)}
              error={errorOf('date') !== undefined}
              helperText={errorOf('date')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
          <Box>
            <Button type="submit" variant="outlined" disabled={editor.saving}>
              {t(`${which}.add`)}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Box>
  );
}
