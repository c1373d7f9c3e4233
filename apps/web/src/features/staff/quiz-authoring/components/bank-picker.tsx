import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../../lib/api-client.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { CallFailure } from '../../partner-records/components/call-failure.tsx';
import { type AuthoredQuestion, useAuthoringSummary } from '../api/quiz-authoring.ts';

/** Copies a bank's questions into the quiz or assessment being written (the bank keeps its own). */
export function BankPicker({
  onAdd,
  disabled,
}: {
  onAdd: (questions: AuthoredQuestion[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const summary = useAuthoringSummary(oid);
  const [bankid, setBankid] = useState('');
  const reading = useMutation({
    mutationFn: () => callApi('staff/getQuestionBank', { oid, bankid }),
    onSuccess: (bank) => onAdd(bank.questions.map(({ question }) => question)),
  });
  const banks = summary.data?.banks ?? [];
  if (banks.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 520 }}>
      {reading.isError && <CallFailure error={reading.error} onRetry={() => reading.mutate()} />}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('quizAuthoring.fromBank.bank')}
          value={bankid}
          onChange={(event) => setBankid(event.target.value)}
          sx={{ flex: '1 1 200px', minWidth: 0 }}
        >
          {banks.map((bank) => (
            <MenuItem key={bank.bankid} value={bank.bankid}>
              {t('quizAuthoring.fromBank.option', { name: bank.name, count: bank.questions })}
            </MenuItem>
          ))}
        </TextField>
        <Button disabled={disabled || bankid === '' || reading.isPending} onClick={() => reading.mutate()}>
          {t('quizAuthoring.fromBank.add')}
        </Button>
      </Stack>
    </Stack>
  );
}
