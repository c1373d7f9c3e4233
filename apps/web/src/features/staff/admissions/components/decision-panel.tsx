import { decisionMessageMax } from '@aula/contract/staff-admissions';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { ApiError } from '../../../../lib/api-error.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import { type Decision, useDecideAdmission } from '../api/decide-admission.ts';
import type { Admission } from '../api/get-admission.ts';
import type { QueueNotice } from './admissions-queue.tsx';
import { ConfirmDecisionDialog } from './confirm-decision-dialog.tsx';

const allDecisions: Decision[] = ['approve', 'return', 'reject'];

/**
 * Approve, return for changes (a message saying what to change) or reject (a reason), confirmed in a
 * second step and sent with the version read. Refused when the application changed meanwhile: the
 * server says so, and Reload reads it again.
 */
export function DecisionPanel({ application, onReload }: { application: Admission; onReload: () => void }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const navigate = useNavigate();
  const decide = useDecideAdmission();
  const errorText = useStaffErrorText();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<'choose' | 'message' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const alert = useRef<HTMLDivElement>(null);
  const messageId = useId();
  const conflict = decide.error instanceof ApiError && decide.error.code === 'CONFLICT';
  // Only the wizard's forms reopen for changes; the university and paper forms are approved or rejected.
  const decisions = allDecisions.filter((option) => option !== 'return' || application.returnable);

  useEffect(() => {
    if (decide.isError) alert.current?.focus();
  }, [decide.isError]);

  const needsMessage = decision === 'return' || decision === 'reject';
  const review = (event: FormEvent) => {
    event.preventDefault();
    if (decision === null) return setProblem('choose');
    if (needsMessage && message.trim() === '') return setProblem('message');
    setProblem(null);
    setConfirming(true);
  };
  const send = async () => {
    if (decision === null) return;
    const trimmed = message.trim();
    const answer = await decide
      .mutateAsync({
        oid,
        applicationid: application.applicationid,
        decision,
        version: application.version,
        ...(trimmed === '' ? {} : { message: trimmed }),
      })
      .catch(() => null);
    setConfirming(false);
    if (!answer) return;
    const state: QueueNotice = { decided: { name: application.name, decision } };
    void navigate(paths.staffAdmissions.getHref(), { state });
  };

  return (
    <Box component="form" noValidate onSubmit={review}>
      {decide.isError && (
        <Alert
          ref={alert}
          tabIndex={-1}
          severity="error"
          sx={{ mb: 2 }}
          action={
            conflict ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  decide.reset();
                  onReload();
                }}
              >
                {t('admission.reload')}
              </Button>
            ) : undefined
          }
        >
          {errorText(decide.error)}
        </Alert>
      )}
      <FormControl error={problem === 'choose'} required fullWidth>
        <FormLabel id={`${messageId}-choice`}>{t('admission.decide.choose')}</FormLabel>
        {!application.returnable && (
          <Box sx={{ fontSize: '0.875rem', color: 'text.secondary', mt: 0.5 }}>
            {t('admission.decide.notReturnable')}
          </Box>
        )}
        <RadioGroup
          aria-labelledby={`${messageId}-choice`}
          value={decision ?? ''}
          onChange={(event) => {
            setDecision(event.target.value as Decision);
            setProblem(null);
          }}
        >
          {decisions.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={t(`admission.decide.options.${option}`)}
            />
          ))}
        </RadioGroup>
        {problem === 'choose' && (
          <Box role="alert" sx={{ color: 'error.main', fontSize: '0.875rem' }}>
            {t('admission.decide.chooseRequired')}
          </Box>
        )}
      </FormControl>
      {decision !== null && decision !== 'approve' && (
        <TextField
          label={t(
            decision === 'return' ? 'admission.decide.returnMessage' : 'admission.decide.rejectReason',
          )}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            if (problem === 'message') setProblem(null);
          }}
          multiline
          minRows={4}
          required
          fullWidth
          margin="normal"
          error={problem === 'message'}
          helperText={
            problem === 'message'
              ? t('admission.decide.messageRequired')
              : t('admission.decide.characters', { count: message.length, max: decisionMessageMax })
          }
          slotProps={{
            htmlInput: { maxLength: decisionMessageMax },
            formHelperText: problem === 'message' ? { role: 'alert' } : {},
          }}
        />
      )}
      {decision === 'approve' && (
        <TextField
          label={t('admission.decide.approveMessage')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          margin="normal"
          helperText={t('admission.decide.characters', { count: message.length, max: decisionMessageMax })}
          slotProps={{ htmlInput: { maxLength: decisionMessageMax } }}
        />
      )}
      <Box sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={decide.isPending}>
          {t('admission.decide.review')}
        </Button>
      </Box>
      {decision !== null && (
        <ConfirmDecisionDialog
          open={confirming}
          decision={decision}
          applicant={application.name}
          programme={application.pname}
          message={message.trim()}
          busy={decide.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void send()}
        />
      )}
    </Box>
  );
}
