import { limits } from '@aula/contract/common';
import { markCommentMax, markStep } from '@aula/contract/staff-marking';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { SafeHtml } from '../../../../components/safe-html.tsx';
import type { OperationInput } from '../../../../lib/api-client.ts';
import { ApiError } from '../../../../lib/api-error.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import {
  type AttemptForMarking,
  type MarkingQuestion,
  useAttemptForMarking,
} from '../api/get-attempt-for-marking.ts';
import { useReleaseMarks } from '../api/release-marks.ts';
import { useSaveMarks } from '../api/save-marks.ts';
import { AnswerView } from './answer-view.tsx';
import { StatusChip } from './marking-queue.tsx';

/**
 * A question's marks as edited: an open question's mark and comment; or an override of an objective
 * one's automatic score (`reason` not null), `removed` when a saved override is to go.
 */
interface Draft {
  mark: string;
  comment: string;
  reason: string | null;
  removed?: boolean;
}

type Outcome = { kind: 'saved' } | { kind: 'released' } | { kind: 'failed'; error: unknown };

const isOpen = (question: MarkingQuestion) => question.right === null;

/** The draft a question starts from: an open one's marks, an objective one's saved override, or none. */
function savedDraft(question: MarkingQuestion): Draft | undefined {
  const saved = { mark: question.mark?.toString() ?? '', comment: question.comment };
  if (isOpen(question)) return { ...saved, reason: null };
  return question.mark === null ? undefined : { ...saved, reason: question.reason ?? '' };
}

type MarkToSave = OperationInput<'staff/saveMarks'>['marks'][number];

/** What a save sends of the drafts: marks given, overrides given or removed. */
function marksToSave(drafts: Record<string, Draft>): MarkToSave[] {
  return Object.entries(drafts).flatMap(([iid, draft]): MarkToSave[] => {
    if (draft.removed) return [{ iid, mark: null }];
    if (draft.mark.trim() === '') return [];
    const reason = draft.reason === null ? {} : { reason: draft.reason };
    return [{ iid, mark: Number(draft.mark), comment: draft.comment, ...reason }];
  });
}

type DraftChange = (draft: Draft) => void;

/** A question's mark as the marker types it, within the question's range. */
function MarkField({
  label,
  outOf,
  draft,
  onChange,
}: {
  label: string;
  outOf: number;
  draft: Draft;
  onChange: DraftChange;
}) {
  const { t } = useTranslation('staff');
  return (
    <TextField
      type="number"
      size="small"
      label={label}
      value={draft.mark}
      onChange={(event) => onChange({ ...draft, mark: event.target.value })}
      slotProps={{ htmlInput: { min: 0, max: outOf, step: markStep } }}
      helperText={t('marking.attempt.range', { outOf, step: markStep })}
      sx={{ width: { sm: 200 } }}
    />
  );
}

/** The marker's comment on question `n`, which the learner reads once released. */
function CommentField({ n, draft, onChange }: { n: number; draft: Draft; onChange: DraftChange }) {
  const { t } = useTranslation('staff');
  return (
    <TextField
      multiline
      minRows={2}
      fullWidth
      size="small"
      label={t('marking.attempt.comment', { n })}
      value={draft.comment}
      onChange={(event) => onChange({ ...draft, comment: event.target.value })}
      slotProps={{ htmlInput: { maxLength: markCommentMax } }}
    />
  );
}

/** An objective question's automatic score, and the marker's override of it with a reason. */
function Override({
  question,
  n,
  draft,
  onChange,
}: {
  question: MarkingQuestion;
  n: number;
  draft: Draft | undefined;
  onChange: (draft: Draft | undefined) => void;
}) {
  const { t } = useTranslation('staff');
  const saved = question.mark !== null;
  if (!draft) {
    return (
      <Button sx={{ mt: 1 }} size="small" onClick={() => onChange({ mark: '', comment: '', reason: '' })}>
        {t('marking.attempt.override', { n })}
      </Button>
    );
  }
  if (draft.removed) {
    return (
      <Alert
        sx={{ mt: 1 }}
        severity="info"
        action={
          <Button size="small" onClick={() => onChange({ ...draft, removed: false })}>
            {t('marking.attempt.keepOverride')}
          </Button>
        }
      >
        {t('marking.attempt.overrideGoes')}
      </Alert>
    );
  }
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MarkField
          label={t('marking.attempt.overrideMark', { n, outOf: question.outOf })}
          outOf={question.outOf}
          draft={draft}
          onChange={onChange}
        />
        <TextField
          required
          fullWidth
          size="small"
          label={t('marking.attempt.reason', { n })}
          helperText={t('marking.attempt.reasonHelp')}
          value={draft.reason ?? ''}
          onChange={(event) => onChange({ ...draft, reason: event.target.value })}
          slotProps={{ htmlInput: { maxLength: limits.shortText } }}
        />
      </Stack>
      <CommentField n={n} draft={draft} onChange={onChange} />
      <Box>
        <Button size="small" onClick={() => onChange(saved ? { ...draft, removed: true } : undefined)}>
          {t(saved ? 'marking.attempt.removeOverride' : 'marking.attempt.cancelOverride')}
        </Button>
      </Box>
    </Stack>
  );
}

function QuestionCard({
  question,
  n,
  draft,
  onChange,
}: {
  question: MarkingQuestion;
  n: number;
  draft: Draft | undefined;
  onChange: (draft: Draft | undefined) => void;
}) {
  const { t } = useTranslation('staff');
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('marking.attempt.question', { n })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' }, mt: 1 }}>
        <SafeHtml html={question.istem} sx={{ overflowWrap: 'anywhere' }} />
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('marking.attempt.answer')}
          </Typography>
          <AnswerView answer={question.answer} question={n} />
        </Box>
      </Box>
      {question.right !== null && (
        <>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
            <Chip
              size="small"
              color={question.right ? 'success' : 'error'}
              label={t(question.right ? 'marking.attempt.right' : 'marking.attempt.wrong')}
            />
            {question.mark !== null && (
              <Chip
                size="small"
                color="info"
                label={t('marking.attempt.overridden', { mark: question.mark, outOf: question.outOf })}
              />
            )}
          </Box>
          <Override question={question} n={n} draft={draft} onChange={onChange} />
        </>
      )}
      {question.right === null && draft && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
          <MarkField
            label={t('marking.attempt.mark', { outOf: question.outOf })}
            outOf={question.outOf}
            draft={draft}
            onChange={onChange}
          />
          <CommentField n={n} draft={draft} onChange={onChange} />
        </Stack>
      )}
    </Paper>
  );
}

function AttemptForm({
  attempt,
  outcome,
  setOutcome,
}: {
  attempt: AttemptForMarking;
  outcome: Outcome | null;
  setOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const save = useSaveMarks();
  const release = useReleaseMarks();
  const errorText = useStaffErrorText();
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() =>
    Object.fromEntries(
      attempt.questions.flatMap((question) => {
        const draft = savedDraft(question);
        return draft ? [[question.iid, draft]] : [];
      }),
    ),
  );
  const target = { oid, assessid: attempt.assessid, eid: attempt.eid };
  const failed = (error: unknown): Outcome => ({ kind: 'failed', error });

  const onSave = async () => {
    const marks = marksToSave(drafts);
    if (marks.length === 0) return;
    setOutcome(
      await save
        .mutateAsync({ ...target, marks, version: attempt.version })
        .then((): Outcome => ({ kind: 'saved' }), failed),
    );
  };
  const onRelease = async () => {
    setOutcome(await release.mutateAsync(target).then((): Outcome => ({ kind: 'released' }), failed));
  };
  const stale =
    outcome?.kind === 'failed' && outcome.error instanceof ApiError && outcome.error.code === 'CONFLICT';

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <StatusChip status={attempt.status} />
        <Typography>{t('marking.attempt.total', { value: attempt.total })}</Typography>
      </Box>
      <Stack component="ol" spacing={2} sx={{ p: 0, m: 0 }}>
        {attempt.questions.map((question, index) => (
          <QuestionCard
            key={question.iid}
            question={question}
            n={index + 1}
            draft={drafts[question.iid]}
            onChange={(draft) =>
              setDrafts(({ [question.iid]: _, ...others }) =>
                draft ? { ...others, [question.iid]: draft } : others,
              )
            }
          />
        ))}
      </Stack>
      {outcome?.kind === 'saved' && (
        <Alert severity="success" role="status">
          {t('marking.attempt.saved')}
        </Alert>
      )}
      {outcome?.kind === 'released' && (
        <Alert severity="success" role="status">
          {t('marking.attempt.released')}
        </Alert>
      )}
      {outcome?.kind === 'failed' && (
        <Alert severity="error" role="alert">
          {errorText(outcome.error)}
          {stale && ` ${t('marking.attempt.reloaded')}`}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={save.isPending} onClick={() => void onSave()}>
          {t('marking.attempt.save')}
        </Button>
        <Button
          variant="outlined"
          disabled={release.isPending || attempt.status !== 'marked'}
          onClick={() => void onRelease()}
        >
          {t('marking.attempt.release')}
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * A learner's submitted attempt: each question beside the answer, the open ones with a mark and a
 * comment, the objective ones with the server's score, which a marker may override with a reason.
 */
export function AttemptMarking({ assessid, eid }: { assessid: string; eid: string }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  // Kept here: the form starts again at each new version, and what the last action came to stays said.
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <QueryState query={useAttemptForMarking(oid, assessid, eid)} errorTitle={t('marking.attempt.failed')}>
      {/* A new version (saved here or elsewhere) starts the form again from the marks as they stand. */}
      {(attempt) => (
        <AttemptForm key={attempt.version} attempt={attempt} outcome={outcome} setOutcome={setOutcome} />
      )}
    </QueryState>
  );
}
