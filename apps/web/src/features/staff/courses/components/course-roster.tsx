import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { CsvExportButton } from '../../data-grid/components/csv-export-button.tsx';
import { useSearchState } from '../../data-grid/components/use-search-state.ts';
import { exportCourseRoster } from '../api/export-course-roster.ts';
import { useCourseRoster } from '../api/get-course-roster.ts';
import { type RosterSort, rosterExportFilter, rosterQuery } from './roster-search.ts';
import { RosterTable } from './roster-table.tsx';

/**
 * A course's learners with their progress: searched by name or e-mail (when submitted), sorted and
 * paged on the server (all in the address), and exported as CSV under the same search and order.
 */
export function CourseRoster({ bcid }: { bcid: string }) {
  const { t } = useTranslation('staff');
  const { oid } = useOrganisation();
  const search = useSearchState();
  const query = rosterQuery(oid, bcid, search.get, search.page);
  const roster = useCourseRoster(query);
  const [typed, setTyped] = useState(search.get('q') ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.update({ q: typed.trim() });
  };
  return (
    <>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{t('courses.roster.intro')}</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'space-between', mb: 2 }}>
        <Box
          component="form"
          role="search"
          onSubmit={submit}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
        >
          <TextField
            type="search"
            size="small"
            label={t('courses.roster.search')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 254 } }}
            sx={{ flex: '1 1 260px' }}
          />
          <Button type="submit" variant="contained">
            {t('courses.roster.searchButton')}
          </Button>
        </Box>
        <CsvExportButton exportCsv={() => exportCourseRoster(rosterExportFilter(query))} />
      </Box>
      <QueryState query={roster} errorTitle={t('courses.roster.failed')}>
        {(page) => (
          <RosterTable
            rows={page.rows}
            total={page.total}
            objects={page.objects}
            page={search.page}
            onPageChange={search.setPage}
            sort={{ id: query.sort, desc: query.direction === 'desc' }}
            onSortChange={(sort) =>
              search.update({ sort: sort.id as RosterSort, direction: sort.desc ? 'desc' : undefined })
            }
            busy={roster.isFetching}
          />
        )}
      </QueryState>
    </>
  );
}
