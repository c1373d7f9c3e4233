import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { ApiError } from '../../../../lib/api-error.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useSearchState } from '../../data-grid/components/use-search-state.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import {
  type IssuedCertificate,
  useIssueCertificate,
  useIssuedCertificates,
  useRevokeCertificate,
} from '../api/issued-certificates.ts';
import { IssueForm } from './issue-form.tsx';
import { IssuedCertificatesTable } from './issued-certificates-table.tsx';
import { RevokeDialog } from './revoke-dialog.tsx';
import { TemplateForm } from './template-form.tsx';

type Outcome =
  | { kind: 'issued'; certno: string }
  | { kind: 'revoked'; certificate: IssuedCertificate; revokedOn: string }
  | { kind: 'failed'; error: unknown };

/**
 * Certificates, as Moodle's and Canvas's issued-certificates reports: issue one to a learner who
 * completed, search the issued (search and page in the address), revoke with a reason; then the
 * organisation's template. What happened is said above the list and takes the focus.
 */
export function StaffCertificates() {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const search = useSearchState();
  const q = search.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const list = useIssuedCertificates({ oid, q, page: search.page });
  const issue = useIssueCertificate();
  const revoke = useRevokeCertificate();
  const errorText = useStaffErrorText();
  const [revoking, setRevoking] = useState<IssuedCertificate | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const said = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome) said.current?.focus();
  }, [outcome]);

  const revokeError = revoke.error instanceof ApiError ? revoke.error.fields.reason : undefined;
  const sendRevoke = (reason: string) => {
    if (!revoking) return;
    revoke.mutate(
      { oid, certno: revoking.certno, reason },
      {
        onSuccess: ({ revokedOn }) => {
          setOutcome({ kind: 'revoked', certificate: revoking, revokedOn });
          setRevoking(null);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields.reason) return;
          setOutcome({ kind: 'failed', error });
          setRevoking(null);
        },
      },
    );
  };

  return (
    <>
      <IssueForm
        oid={oid}
        busy={issue.isPending}
        error={issue.error}
        onIssue={(input) =>
          issue.mutate(
            { oid, ...input },
            {
              onSuccess: ({ certno }) => setOutcome({ kind: 'issued', certno }),
              onError: (error) => {
                if (!(error instanceof ApiError && Object.keys(error.fields).some((key) => key !== 'bpid'))) {
                  setOutcome({ kind: 'failed', error });
                }
              },
            },
          )
        }
      />
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('certificates.issuedTitle')}
      </Typography>
      <TextField
        type="search"
        label={t('certificates.search')}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          search.update({ q: event.target.value.trim() });
        }}
        sx={{ mb: 2, width: { xs: '100%', sm: 420 } }}
      />
      {outcome && (
        <Alert
          ref={said}
          tabIndex={-1}
          severity={outcome.kind === 'failed' ? 'error' : 'success'}
          role={outcome.kind === 'failed' ? 'alert' : 'status'}
          sx={{ mb: 2 }}
        >
          {outcome.kind === 'issued' && t('certificates.issued', { certno: outcome.certno })}
          {outcome.kind === 'revoked' &&
            t('certificates.revoked', { certno: outcome.certificate.certno, date: outcome.revokedOn })}
          {outcome.kind === 'failed' && errorText(outcome.error)}
        </Alert>
      )}
      <QueryState query={list} errorTitle={t('certificates.failed')}>
        {(current) => (
          <IssuedCertificatesTable
            rows={current.rows}
            total={current.total}
            page={search.page}
            onPageChange={search.setPage}
            busy={list.isFetching}
            onRevoke={(certificate) => {
              revoke.reset();
              setRevoking(certificate);
            }}
          />
        )}
      </QueryState>
      {revoking && (
        <RevokeDialog
          certificate={revoking}
          busy={revoke.isPending}
          error={revokeError}
          onCancel={() => setRevoking(null)}
          onRevoke={sendRevoke}
        />
      )}
      <Divider sx={{ my: 4 }} />
      <TemplateForm oid={oid} />
    </>
  );
}
