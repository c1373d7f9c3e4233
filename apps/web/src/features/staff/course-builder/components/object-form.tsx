import { mediaObjectTypes, videoSiteObjectTypes } from '@aula/contract/content-bundle-courses';
import type { DraftObject } from '@aula/contract/staff-course-builder';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseDraftAnswer } from '../api/course-draft.ts';
import { newId } from './draft-edits.ts';
import { ObjectFileField } from './object-file-field.tsx';

type Kind = DraftObject['otype'];
type MediaKind = (typeof mediaObjectTypes)[number];
export const objectKinds: readonly Kind[] = [...mediaObjectTypes, ...videoSiteObjectTypes, 'quiz'];
const isMedia = (kind: Kind): kind is MediaKind => (mediaObjectTypes as readonly string[]).includes(kind);

interface Fields {
  otype: Kind;
  otitle: string;
  ourl: string;
  url: string;
  quizid: string;
}

function fieldsOf(object: DraftObject | undefined): Fields {
  return {
    otype: object?.otype ?? 'video',
    otitle: object?.otitle ?? '',
    ourl: object && 'ourl' in object ? object.ourl : '',
    url: object && 'url' in object ? object.url : '',
    quizid: object?.otype === 'quiz' ? object.oid : '',
  };
}

function objectOf(fields: Fields, editing: DraftObject | undefined): DraftObject {
  const shared = {
    otitle: fields.otitle.trim(),
    nenabled: editing?.nenabled ?? true,
    retired: editing?.retired ?? false,
  };
  if (fields.otype === 'quiz') return { ...shared, otype: 'quiz', oid: fields.quizid };
  const oid = editing?.oid ?? newId('o');
  if (fields.otype === 'vimeo' || fields.otype === 'youtube') {
    return { ...shared, oid, otype: fields.otype, url: fields.url.trim() };
  }
  return { ...shared, oid, otype: fields.otype, ourl: fields.ourl };
}

export interface ObjectFormProps {
  /** The object edited; a new one when undefined. */
  editing?: DraftObject | undefined;
  quizzes: CourseDraftAnswer['quizzes'];
  /** Quiz ids other objects of the course show already. */
  quizzesInCourse: readonly string[];
  /** The server's refusal of the last save, by field name. */
  serverErrors: Record<string, string>;
  saving: boolean;
  onSubmit: (object: DraftObject) => Promise<boolean>;
  onClose: () => void;
}

/** Adds or edits a learning object of any kind the contract has; its kind is fixed once it exists. */
export function ObjectForm({
  editing,
  quizzes,
  quizzesInCourse,
  serverErrors,
  saving,
  onSubmit,
  onClose,
}: ObjectFormProps) {
  const { t } = useTranslation('course-builder');
  const titleId = useId();
  const [fields, setFields] = useState(() => fieldsOf(editing));
  const [missing, setMissing] = useState<Record<string, string>>({});
  const set = (change: Partial<Fields>) => setFields((old) => ({ ...old, ...change }));
  const errorOf = (name: string) => missing[name] ?? serverErrors[name];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const required: Record<string, string> = {};
    if (fields.otitle.trim() === '') required.otitle = t('errors.required');
    if (fields.otype === 'quiz' && fields.quizid === '') required.oid = t('errors.quiz');
    if ((fields.otype === 'vimeo' || fields.otype === 'youtube') && fields.url.trim() === '')
      required.url = t('errors.required');
    if (isMedia(fields.otype) && fields.ourl === '') required.ourl = t('errors.required');
    setMissing(required);
    if (Object.keys(required).length > 0) return;
    if (await onSubmit(objectOf(fields, editing))) onClose();
  };

  const choices = quizzes.filter(
    (quiz) =>
      quiz.usedBy === null && (quiz.quizid === fields.quizid || !quizzesInCourse.includes(quiz.quizid)),
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{editing ? t('object.editTitle') : t('object.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label={t('object.kind')}
              value={fields.otype}
              onChange={(event) => set({ otype: event.target.value as Kind })}
              disabled={editing !== undefined}
              fullWidth
            >
              {objectKinds.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {t(`kinds.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('object.title')}
              value={fields.otitle}
              onChange={(event) => set({ otitle: event.target.value })}
              error={errorOf('otitle') !== undefined}
              helperText={errorOf('otitle')}
              required
              fullWidth
            />
            {isMedia(fields.otype) && (
              <ObjectFileField
                otype={fields.otype}
                value={fields.ourl}
                onChange={(ourl) => set({ ourl })}
                error={errorOf('ourl')}
              />
            )}
            {(fields.otype === 'vimeo' || fields.otype === 'youtube') && (
              <TextField
                label={t('object.url', { site: t(`kinds.${fields.otype}`) })}
                value={fields.url}
                onChange={(event) => set({ url: event.target.value })}
                error={errorOf('url') !== undefined}
                helperText={errorOf('url') ?? t('object.urlHint', { site: t(`kinds.${fields.otype}`) })}
                type="url"
                inputMode="url"
                required
                fullWidth
              />
            )}
            {fields.otype === 'quiz' && (
              <TextField
                select
                label={t('object.quiz')}
                value={fields.quizid}
                onChange={(event) => set({ quizid: event.target.value })}
                error={errorOf('oid') !== undefined}
                helperText={errorOf('oid') ?? (choices.length === 0 ? t('object.noQuiz') : undefined)}
                disabled={editing !== undefined}
                required
                fullWidth
              >
                {choices.map((quiz) => (
                  <MenuItem key={quiz.quizid} value={quiz.quizid}>
                    {t('object.quizChoice', { quizid: quiz.quizid, count: quiz.questions })}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" loading={saving}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
