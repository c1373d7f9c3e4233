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

interface Draft {
  mark: string;
  comment: string;
}

type Outcome = { kind: 'saved' } | { kind: 'released' } | { kind: 'failed'; error: unknown };

const isOpen = (question: MarkingQuestion) => question.right === null;

function QuestionCard({
  question,
  n,
  draft,
  onChange,
}: {
  question: MarkingQuestion;
  n: number;
  draft: Draft | undefined;
  onChange: (draft: Draft) => void;
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
        <Chip
          sx={{ mt: 1 }}
          size="small"
          color={question.right ? 'success' : 'error'}
          label={t(question.right ? 'marking.attempt.right' : 'marking.attempt.wrong')}
        />
      )}
      {draft && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
          <TextField
            type="number"
            size="small"
            label={t('marking.attempt.mark', { outOf: question.outOf })}
            value={draft.mark}
            onChange={(event) => onChange({ ...draft, mark: event.target.value })}
            slotProps={{ htmlInput: { min: 0, max: question.outOf, step: markStep } }}
            helperText={t('marking.attempt.range', { outOf: question.outOf, step: markStep })}
            sx={{ width: { sm: 200 } }}
          />
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
      attempt.questions
        .filter(isOpen)
        .map((question) => [
          question.iid,
          { mark: question.mark?.toString() ?? '', comment: question.comment },
        ]),
    ),
  );
  const target = { oid, assessid: attempt.assessid, eid: attempt.eid };
  const failed = (error: unknown): Outcome => ({ kind: 'failed', error });

  const onSave = async () => {
    const marks = Object.entries(drafts)
      .filter(([, draft]) => draft.mark.trim() !== '')
      .map(([iid, draft]) => ({ iid, mark: Number(draft.mark), comment: draft.comment }));
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
            onChange={(draft) => setDrafts((current) => ({ ...current, [question.iid]: draft }))}
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

/** A learner's submitted attempt: each question beside the answer, the open ones with a mark and a comment. */
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
