import { nameChangesPageSize } from '@aula/contract/staff-name-changes';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { ApiError } from '../../../../lib/api-error.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useSearchState } from '../../data-grid/components/use-search-state.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import { type NameChangeDecision, useDecideNameChange } from '../api/decide-name-change.ts';
import { type NameChangeRow, useNameChanges } from '../api/list-name-changes.ts';
import { ConfirmNameChangeDialog } from './confirm-name-change-dialog.tsx';
import { NameChangesTable } from './name-changes-table.tsx';
import { requestedName } from './requested-name.ts';

interface Choice {
  request: NameChangeRow;
  decision: NameChangeDecision;
}

/** What the last decision came to: said above the list, which has been read again either way. */
type Outcome = ({ kind: 'decided' } & Choice) | { kind: 'failed'; error: unknown };

/** The server's answer for a request that is no longer pending (decided by someone else meanwhile). */
function isStale(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'CONFLICT');
}

/**
 * Pending changes of legal name, oldest first a page at a time (the page in the address): each
 * approved or refused after a confirmation; the outcome is said above the list and takes the focus
 * (the row decided has left the list).
 */
export function NameChanges() {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const search = useSearchState();
  const list = useNameChanges({ oid, page: search.page });
  const decide = useDecideNameChange();
  const errorText = useStaffErrorText();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const said = useRef<HTMLDivElement>(null);
  const onDecide = useCallback(
    (request: NameChangeRow, decision: NameChangeDecision) => setChoice({ request, decision }),
    [],
  );

  useEffect(() => {
    if (outcome) said.current?.focus();
  }, [outcome]);

  // The last request of the last page decided: show the page that is now the last.
  const { data, isPlaceholderData } = list;
  const { page, setPage } = search;
  useEffect(() => {
    if (!data || isPlaceholderData || data.rows.length > 0) return;
    const last = Math.max(0, Math.ceil(data.total / nameChangesPageSize) - 1);
    if (last < page) setPage(last);
  }, [data, isPlaceholderData, page, setPage]);

  const send = async () => {
    if (!choice) return;
    const next = await decide.mutateAsync({ oid, id: choice.request.id, decision: choice.decision }).then(
      (): Outcome => ({ kind: 'decided', ...choice }),
      (error: unknown): Outcome => ({ kind: 'failed', error }),
    );
    setChoice(null);
    setOutcome(next);
  };

  return (
    <>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{t('nameChanges.intro')}</Typography>
      {outcome?.kind === 'decided' && (
        <Alert ref={said} tabIndex={-1} severity="success" role="status" sx={{ mb: 2 }}>
          {t(`nameChanges.decided.${outcome.decision}`, {
            current: outcome.request.currentName,
            requested: requestedName(outcome.request),
          })}
        </Alert>
      )}
      {outcome?.kind === 'failed' && (
        <Alert ref={said} tabIndex={-1} severity="error" role="alert" sx={{ mb: 2 }}>
          {errorText(outcome.error)}
          {isStale(outcome.error) && ` ${t('nameChanges.stale')}`}
        </Alert>
      )}
      <QueryState query={list} errorTitle={t('nameChanges.failed')}>
        {(current) => (
          <NameChangesTable
            rows={current.rows}
            total={current.total}
            page={search.page}
            onPageChange={search.setPage}
            busy={list.isFetching}
            onDecide={onDecide}
          />
        )}
      </QueryState>
      {choice && (
        <ConfirmNameChangeDialog
          request={choice.request}
          decision={choice.decision}
          busy={decide.isPending}
          onCancel={() => setChoice(null)}
          onConfirm={() => void send()}
        />
      )}
    </>
  );
}
