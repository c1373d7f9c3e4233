import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { isAnswered } from '../answer-state.ts';
import { type AssessmentAnswers, useAssessmentAnswers } from '../api/get-assessment-answers.ts';
import type { Answer } from '../api/get-assessment-quiz.ts';
import type { AssessmentSummary } from '../api/get-assessments.ts';

type Question = AssessmentAnswers['qitems'][number];

/** The learner's answer in words: chosen options, matches, text or file name. */
function answerText(question: Question, answer: Answer): string {
  if (answer.selected)
    return answer.selected.map((index) => question.iopts[index]?.content ?? `${index + 1}`).join(', ');
  if (answer.matched) {
    return answer.matched
      .map(
        (match, row) =>
          `${question.iopts[row]?.content ?? ''} → ${match === null ? '—' : question.matches[match]}`,
      )
      .join('; ');
  }
  return answer.text ?? answer.orgname ?? '';
}

function AnswerPage({ question, answer }: { question: Question; answer: Answer | undefined }) {
  const { t } = useTranslation('assessments');
  const chosen = new Set(answer?.selected ?? []);
  return (
    <Stack spacing={2}>
      <SafeHtml html={question.istem} sx={{ overflowWrap: 'anywhere' }} />
      {question.atype <= 5 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {question.iopts.map((option, index) => {
            const right = question.correct.includes(index);
            return (
              <Box
                component="li"
                // biome-ignore lint/suspicious/noArrayIndexKey: options are fixed and named by their index
                key={index}
                sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
              >
                <span>{option.content ?? `${index + 1}`}</span>
                {right && <Chip size="small" color="success" label={t('answers.right')} />}
                {!right && chosen.has(index) && (
                  <Chip size="small" color="error" label={t('answers.wrong')} />
                )}
              </Box>
            );
          })}
        </Stack>
      )}
      {question.atype === 6 && (
        <Stack component="ul" spacing={1} sx={{ pl: 2, m: 0 }}>
          {question.iopts.map((option, row) => (
            <li key={option.content ?? row}>
              {option.content} → {question.matches[question.correct[row] ?? -1]}
            </li>
          ))}
        </Stack>
      )}
      {answer && isAnswered(answer) ? (
        <Typography>
          <strong>{t('answers.yourAnswer')}</strong> {answerText(question, answer)}
        </Typography>
      ) : (
        <Typography sx={{ color: 'error.main' }}>{t('messages.notAnswered')}</Typography>
      )}
    </Stack>
  );
}

/**
 * The questions one at a time with the right answers and the learner's own; an author's preview shows
 * them too (ADR 0099).
 */
export function AnswersPages({ answers }: { answers: AssessmentAnswers }) {
  const { t } = useTranslation('assessments');
  const [index, setIndex] = useState(0);
  const question = answers.qitems[index];
  const byIid = new Map(answers.response.map((answer) => [answer.iid, answer]));
  if (!question) return null;
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3">
        {t('quiz.questionOf', { n: index + 1, total: answers.qitems.length })}
      </Typography>
      <AnswerPage question={question} answer={byIid.get(question.iid)} />
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Button variant="outlined" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          {t('quiz.prev')}
        </Button>
        <Button
          variant="outlined"
          disabled={index === answers.qitems.length - 1}
          onClick={() => setIndex(index + 1)}
        >
          {t('quiz.next')}
        </Button>
      </Stack>
    </Stack>
  );
}

function AnswersContent({ assessment }: { assessment: AssessmentSummary }) {
  const { t } = useTranslation('assessments');
  return (
    <QueryState
      query={useAssessmentAnswers(assessment.assessid, assessment.quiztype)}
      errorTitle={t('answers.loadFailed')}
    >
      {(answers) => <AnswersPages answers={answers} />}
    </QueryState>
  );
}

/** The Answers modal: each question with its options marked right or wrong, and the learner's answer. */
export function AnswersDialog({
  assessment,
  onClose,
}: {
  assessment: AssessmentSummary | null;
  onClose(): void;
}) {
  const { t } = useTranslation('assessments');
  return (
    <Dialog
      open={assessment !== null}
      onClose={onClose}
      aria-labelledby="answers-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="answers-title">{t('answers.title', { title: assessment?.title ?? '' })}</DialogTitle>
      <DialogContent>{assessment && <AnswersContent assessment={assessment} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('instruction.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
