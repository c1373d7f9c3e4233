import type { ProgrammeStatus } from '@aula/contract/staff-catalogue';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { useStaffErrorText } from '../../staff-error-text.ts';
import { useSetProgrammeStatus } from '../api/set-programme-status.ts';

/** What each status may become, as buttons: a draft is published or retired; a published one unpublished or retired; a retired one made a draft again. */
const moves = {
  draft: [
    { to: 'published', label: 'catalogue.move.draft-published' },
    { to: 'retired', label: 'catalogue.move.draft-retired' },
  ],
  published: [
    { to: 'draft', label: 'catalogue.move.published-draft' },
    { to: 'retired', label: 'catalogue.move.published-retired' },
  ],
  retired: [{ to: 'draft', label: 'catalogue.move.retired-draft' }],
} as const satisfies Record<ProgrammeStatus, ReadonlyArray<{ to: ProgrammeStatus; label: string }>>;

export function StatusActions({ pid, status }: { pid: string; status: ProgrammeStatus }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const change = useSetProgrammeStatus();
  const errorText = useStaffErrorText();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {moves[status].map(({ to: next, label }) => (
          <Button
            key={next}
            variant={next === 'published' ? 'contained' : 'outlined'}
            color={next === 'retired' ? 'warning' : 'primary'}
            disabled={change.isPending}
            onClick={() => change.mutate({ oid, pid, status: next })}
          >
            {t(label)}
          </Button>
        ))}
      </Box>
      {change.isError && <Alert severity="error">{errorText(change.error)}</Alert>}
    </Box>
  );
}
