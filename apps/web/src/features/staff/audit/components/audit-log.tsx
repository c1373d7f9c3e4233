import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { CsvExportButton } from '../../data-grid/components/csv-export-button.tsx';
import { useSearchState } from '../../data-grid/components/use-search-state.ts';
import { universityMoment, useStaffTime } from '../../format-time.ts';
import { exportAuditEvents } from '../api/export-audit-events.ts';
import { useAuditEvents } from '../api/list-audit-events.ts';
import { AuditFilters } from './audit-filters.tsx';
import { auditExportFilter, auditQuery } from './audit-search.ts';
import { AuditTable } from './audit-table.tsx';

/** The audit log for admins: filters, the newest events first a page at a time, and the CSV export. */
export function AuditLog() {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const search = useSearchState();
  const { zone } = useStaffTime();
  const query = auditQuery(oid, search.get, search.page, (value) => universityMoment(value, zone));
  const events = useAuditEvents(query);
  return (
    <>
      <AuditFilters get={search.get} update={search.update} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <CsvExportButton exportCsv={() => exportAuditEvents(auditExportFilter(query))} />
      </Box>
      <QueryState query={events} errorTitle={t('audit.failed')}>
        {(page) => (
          <AuditTable
            events={page.events}
            total={page.total}
            page={search.page}
            onPageChange={search.setPage}
            busy={events.isFetching}
          />
        )}
      </QueryState>
    </>
  );
}
