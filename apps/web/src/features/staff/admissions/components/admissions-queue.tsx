import { type AdmissionQueue, admissionQueues } from '@aula/contract/staff-admissions';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { CsvExportButton } from '../../data-grid/components/csv-export-button.tsx';
import { useSearchState } from '../../data-grid/components/use-search-state.ts';
import { exportAdmissions } from '../api/export-admissions.ts';
import { useAdmissions } from '../api/list-admissions.ts';
import { AdmissionsTable } from './admissions-table.tsx';
import { QueueFilters } from './queue-filters.tsx';
import { exportFilter, type QueueSort, queueQuery } from './queue-search.ts';

/** What a decision leaves for the queue to say when it returns (`navigate(…, { state })`). */
export interface QueueNotice {
  decided?: { name: string; decision: 'approve' | 'return' | 'reject' };
}

/**
 * The admissions queue: a tab per status (oldest submission first), search, filters, sortable columns,
 * a pager and the CSV export, all of it applied by the server and kept in the address.
 */
export function AdmissionsQueue() {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const search = useSearchState();
  const query = queueQuery(oid, search.get, search.page);
  const admissions = useAdmissions(query);
  const notice = (useLocation().state as QueueNotice | null)?.decided;
  const tabsId = useId();
  const tabId = (queue: AdmissionQueue) => `${tabsId}-${queue}`;
  const panelId = `${tabsId}-panel`;

  return (
    <>
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t(`admissions.decided.${notice.decision}`, { name: notice.name })}
        </Alert>
      )}
      <Tabs
        value={query.queue}
        onChange={(_, queue: AdmissionQueue) =>
          search.update({ queue: queue === 'submitted' ? undefined : queue })
        }
        aria-label={t('admissions.tabsLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {admissionQueues.map((queue) => (
          <Tab
            key={queue}
            value={queue}
            id={tabId(queue)}
            aria-controls={panelId}
            label={t(`admissions.queues.${queue}`)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(query.queue)}>
        <QueryState query={admissions} errorTitle={t('admissions.failed')}>
          {(page) => (
            <>
              <QueueFilters get={search.get} update={search.update} programs={page.programs} />
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
                <CsvExportButton exportCsv={() => exportAdmissions(exportFilter(query))} />
              </Box>
              <AdmissionsTable
                label={t('admissions.tableLabel', { queue: t(`admissions.queues.${query.queue}`) })}
                rows={page.rows}
                total={page.total}
                page={search.page}
                onPageChange={search.setPage}
                sort={{ id: query.sort, desc: query.direction === 'desc' }}
                onSortChange={(sort) =>
                  search.update({ sort: sort.id as QueueSort, direction: sort.desc ? 'desc' : undefined })
                }
                busy={admissions.isFetching}
              />
            </>
          )}
        </QueryState>
      </Box>
    </>
  );
}
