import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { SafeHtml } from '../../../../components/safe-html.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import {
  type AuthoredQuestion,
  useDeleteBankQuestion,
  useQuestionBank,
  useSaveBankQuestion,
} from '../api/quiz-authoring.ts';
import { SaveFailure } from './field-errors.tsx';
import { QtiImport } from './qti-import.tsx';
import { answerTypeKey, blankQuestion, QuestionEditor } from './question-editor.tsx';
import { SpreadsheetImport } from './spreadsheet-import.tsx';

/** A question being written: a new one (no qid) or one of the bank's. */
interface Draft {
  qid?: string;
  question: AuthoredQuestion;
}

/** A bank's questions (Moodle's question bank): each shown, edited in place or removed; new ones added. */
export function BankQuestions({ bankid }: { bankid: string }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const bank = useQuestionBank(oid, bankid);
  const saving = useSaveBankQuestion();
  const deleting = useDeleteBankQuestion();
  const [draft, setDraft] = useState<Draft | null>(null);

  const save = () => {
    if (!draft) return;
    saving.mutate({ oid, bankid, ...draft }, { onSuccess: () => setDraft(null) });
  };
  const editor = (number: number) =>
    draft && (
      <Stack spacing={1}>
        {saving.isError && <SaveFailure error={saving.error} onRetry={save} />}
        <QuestionEditor
          number={number}
          question={draft.question}
          withMarks
          disabled={saving.isPending}
          onChange={(question) => setDraft({ ...draft, question })}
        />
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button variant="contained" onClick={save} disabled={saving.isPending}>
            {t('quizAuthoring.question.save')}
          </Button>
          <Button onClick={() => setDraft(null)}>{t('quizAuthoring.cancel')}</Button>
        </Stack>
      </Stack>
    );

  return (
    <QueryState query={bank} errorTitle={t('quizAuthoring.loadFailed')}>
      {(data) => (
        <>
          {deleting.isError && <SaveFailure error={deleting.error} onRetry={() => deleting.reset()} />}
          {data.questions.length === 0 && (
            <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('quizAuthoring.banks.empty')}</Typography>
          )}
          <Stack component="ol" spacing={1.5} sx={{ pl: 0, listStyle: 'none' }}>
            {data.questions.map(({ qid, question }, index) => (
              <li key={qid}>
                {draft?.qid === qid ? (
                  editor(index + 1)
                ) : (
                  <Paper variant="outlined" sx={{ p: 1.5 }}>
                    <Typography variant="subtitle2" component="p">
                      {t('quizAuthoring.question.heading', { n: index + 1 })} ·{' '}
                      {t(answerTypeKey(question.atype))}
                    </Typography>
                    <SafeHtml html={question.istem} />
                    <Stack direction="row" sx={{ gap: 1 }}>
                      <Button
                        size="small"
                        onClick={() => setDraft({ qid, question })}
                        disabled={draft !== null}
                      >
                        {t('quizAuthoring.question.edit', { n: index + 1 })}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        disabled={deleting.isPending}
                        onClick={() => deleting.mutate({ oid, bankid, qid })}
                      >
                        {t('quizAuthoring.question.remove', { n: index + 1 })}
                      </Button>
                    </Stack>
                  </Paper>
                )}
              </li>
            ))}
          </Stack>
          {draft && !draft.qid ? (
            editor(data.questions.length + 1)
          ) : (
            <Button
              variant="outlined"
              disabled={draft !== null}
              onClick={() => setDraft({ question: blankQuestion() })}
            >
              {t('quizAuthoring.question.add')}
            </Button>
          )}
          {saving.isSuccess && !draft && (
            <Alert severity="success" role="status" sx={{ mt: 1 }}>
              {t('quizAuthoring.question.saved')}
            </Alert>
          )}
          <SpreadsheetImport bankid={bankid} />
          <QtiImport bankid={bankid} />
        </>
      )}
    </QueryState>
  );
}
