import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Page sizes of the course tables (spec 2 §9); -1 is All. */
const pageSizes = [5, 10, 25] as const;
const all = -1;

export interface PagedTableProps<T> {
  /** The table's accessible name. */
  label: string;
  rows: readonly T[];
  /** The header row's cells. */
  head: ReactNode;
  columns: number;
  /** A row's React key, unique among the rows. */
  rowKey: (item: T) => string;
  /** One row's cells. */
  row: (item: T) => ReactNode;
}

/** A table shown a page at a time: 5, 10, 25 or All rows, 5 at first. */
export function PagedTable<T>({ label, rows, head, columns, rowKey, row }: PagedTableProps<T>) {
  const { t } = useTranslation('course');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(pageSizes[0]);
  const shown = size === all ? rows : rows.slice(page * size, page * size + size);
  return (
    <TableContainer>
      <Table aria-label={label} size="small">
        <TableHead>
          <TableRow>{head}</TableRow>
        </TableHead>
        <TableBody>
          {shown.map((item) => (
            <TableRow key={rowKey(item)}>{row(item)}</TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TablePagination
              count={rows.length}
              page={page}
              rowsPerPage={size}
              rowsPerPageOptions={[...pageSizes, { label: t('pages.all'), value: all }]}
              colSpan={columns}
              onPageChange={(_, next) => setPage(next)}
              onRowsPerPageChange={(event) => {
                setSize(Number(event.target.value));
                setPage(0);
              }}
              labelRowsPerPage={t('pages.rowsPerPage')}
              labelDisplayedRows={({ from, to, count }) => t('pages.shown', { from, to, count })}
              getItemAriaLabel={(type) => t(`pages.${type}`)}
              sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 1 } }}
            />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
