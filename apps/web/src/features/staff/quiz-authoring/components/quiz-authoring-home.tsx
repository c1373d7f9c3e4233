import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useStaffTime } from '../../format-time.ts';
import { type AuthoringSummary, useAuthoringSummary, useCreateBank } from '../api/quiz-authoring.ts';
import { SaveFailure } from './field-errors.tsx';

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Stack component="section" spacing={1} sx={{ mb: 4 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography component="h2" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Stack>
  );
}

function Grid({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {head.map((cell) => (
              <TableCell key={cell} component="th" scope="col">
                {cell}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are rebuilt from the list each render
            <TableRow key={index}>
              {row.map((cell, at) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells never move
                <TableCell key={at}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

function NewBank() {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const navigate = useNavigate();
  const creating = useCreateBank();
  const [name, setName] = useState('');
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    creating.mutate(
      { oid, name },
      { onSuccess: ({ bankid }) => navigate(paths.staffQuizBank.getHref(bankid)) },
    );
  };
  return (
    <Stack
      component="form"
      onSubmit={submit}
      direction="row"
      sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      {creating.isError && <SaveFailure error={creating.error} onRetry={() => submit()} />}
      <TextField
        size="small"
        label={t('quizAuthoring.banks.name')}
        value={name}
        required
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" variant="contained" disabled={creating.isPending || name.trim() === ''}>
        {t('quizAuthoring.banks.create')}
      </Button>
    </Stack>
  );
}

function Lists({ data }: { data: AuthoringSummary }) {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  const yesNo = (value: boolean) => (value ? t('quizAuthoring.yes') : t('quizAuthoring.no'));
  return (
    <>
      <Section title={t('quizAuthoring.banks.title')}>
        <Typography>{t('quizAuthoring.banks.intro')}</Typography>
        {data.banks.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('quizAuthoring.banks.none')}</Typography>
        ) : (
          <Grid
            label={t('quizAuthoring.banks.title')}
            head={[t('quizAuthoring.banks.name'), t('quizAuthoring.questions')]}
            rows={data.banks.map((bank) => [
              <Link key="open" component={RouterLink} to={paths.staffQuizBank.getHref(bank.bankid)}>
                {bank.name}
              </Link>,
              bank.questions,
            ])}
          />
        )}
        <NewBank />
      </Section>
      <Section
        title={t('quizAuthoring.quizzes.title')}
        action={
          <Button component={RouterLink} to={paths.staffQuizNew.getHref()} variant="outlined">
            {t('quizAuthoring.quizzes.new')}
          </Button>
        }
      >
        {data.quizzes.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('quizAuthoring.quizzes.none')}</Typography>
        ) : (
          <Grid
            label={t('quizAuthoring.quizzes.title')}
            head={[
              t('quizAuthoring.quizzes.id'),
              t('quizAuthoring.quizzes.course'),
              t('quizAuthoring.quizzes.type'),
              t('quizAuthoring.questions'),
              t('quizAuthoring.attempted'),
            ]}
            rows={data.quizzes.map((quiz) => [
              <Link key="open" component={RouterLink} to={paths.staffQuizEditor.getHref(quiz.quizid)}>
                {quiz.quizid}
              </Link>,
              quiz.tid ?? '—',
              t(`quizAuthoring.quizTypes.${quiz.qtype}`),
              quiz.questions,
              yesNo(quiz.attempted),
            ])}
          />
        )}
      </Section>
      <Section
        title={t('quizAuthoring.assessments.title')}
        action={
          <Button component={RouterLink} to={paths.staffAssessmentNew.getHref()} variant="outlined">
            {t('quizAuthoring.assessments.new')}
          </Button>
        }
      >
        {data.assessments.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('quizAuthoring.assessments.none')}</Typography>
        ) : (
          <Grid
            label={t('quizAuthoring.assessments.title')}
            head={[
              t('quizAuthoring.assessments.titleField'),
              t('quizAuthoring.assessments.kind'),
              t('quizAuthoring.assessments.batch'),
              t('quizAuthoring.assessments.start'),
              t('quizAuthoring.assessments.end'),
              t('quizAuthoring.attempted'),
            ]}
            rows={data.assessments.map((assessment) => [
              <Link
                key="open"
                component={RouterLink}
                to={paths.staffAssessmentEditor.getHref(assessment.assessid)}
              >
                {assessment.title}
              </Link>,
              t(`quizAuthoring.kinds.${assessment.quiztype}`),
              assessment.bpid,
              assessment.startdate ? time.format(assessment.startdate) : '—',
              assessment.enddate ? time.format(assessment.enddate) : '—',
              yesNo(assessment.attempted),
            ])}
          />
        )}
      </Section>
    </>
  );
}

/** /staff/quizzes: the organisation's question banks, quizzes and assessments (ADR 0091). */
export function QuizAuthoringHome() {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const summary = useAuthoringSummary(oid);
  return (
    <QueryState query={summary} errorTitle={t('quizAuthoring.loadFailed')}>
      {(data) => <Lists data={data} />}
    </QueryState>
  );
}
