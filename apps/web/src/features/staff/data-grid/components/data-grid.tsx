import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import {
  type Cell,
  type ColumnDef,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The grid's features: sorting and paging, both done by the server (the grid holds one page). */
export const gridFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature });
export type GridColumn<TData extends RowData> = ColumnDef<typeof gridFeatures, TData>;

/** The one sort of a grid: a column id and its direction. */
export interface GridSort {
  id: string;
  desc: boolean;
}

export interface DataGridProps<TData extends RowData> {
  /** The table's accessible name. */
  label: string;
  columns: GridColumn<TData>[];
  /** The page on view, as the server answered it. */
  rows: TData[];
  /** How many rows the filters match in all. */
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sort?: GridSort | undefined;
  onSortChange?: (sort: GridSort) => void;
  getRowId: (row: TData) => string;
  /** A newer page is on its way (the one on view stays until it comes). */
  busy?: boolean;
  /** Said in place of the rows when the filters match none. */
  empty: string;
}

function apply<T>(updater: Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}

/**
 * A cell's content: its column's `cell` called, not mounted as a component as TanStack's FlexRender
 * mounts it. Columns are written with arrow functions made anew at each render; as components, each
 * render would be a new type and remount the cell, and a button in it would lose its focus (a dialog it
 * opened could not give the focus back).
 */
function cellContent<TData extends RowData>(cell: Cell<typeof gridFeatures, TData>): ReactNode {
  const template = cell.column.columnDef.cell;
  if (typeof template === 'function') return template(cell.getContext()) as ReactNode;
  return template ?? (cell.renderValue() as ReactNode);
}

/**
 * A table of staff data, paged, sorted and filtered on the server (TanStack Table's headless grid,
 * drawn with Material UI). Cells are text: whatever a learner typed is never read as HTML.
 */
export function DataGrid<TData extends RowData>({
  label,
  columns,
  rows,
  total,
  page,
  pageSize,
  onPageChange,
  sort,
  onSortChange,
  getRowId,
  busy = false,
  empty,
}: DataGridProps<TData>) {
  const { t } = useTranslation('staff');
  const sorting: SortingState = sort ? [sort] : [];
  const pagination = { pageIndex: page, pageSize };
  const table = useTable({
    features: gridFeatures,
    columns,
    data: rows,
    getRowId,
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    enableSorting: onSortChange !== undefined,
    rowCount: total,
    state: { sorting, pagination },
    onSortingChange: (updater) => {
      const next = apply(updater, sorting)[0];
      if (next && onSortChange) onSortChange({ id: next.id, desc: next.desc });
    },
    onPaginationChange: (updater) => onPageChange(apply(updater, pagination).pageIndex),
  });

  return (
    <Paper variant="outlined">
      {/* On a narrow screen the table scrolls inside its frame; the frame takes focus to scroll by keyboard. */}
      <TableContainer tabIndex={0} role="region" aria-label={label}>
        <Table aria-label={label} aria-busy={busy} size="small" sx={{ minWidth: 640 }}>
          <TableHead>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => {
                  const direction = header.column.getIsSorted();
                  return (
                    <TableCell
                      key={header.id}
                      component="th"
                      scope="col"
                      aria-sort={
                        direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined
                      }
                      sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                    >
                      {header.column.getCanSort() ? (
                        <TableSortLabel
                          active={direction !== false}
                          direction={direction === false ? 'asc' : direction}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          <table.FlexRender header={header} />
                        </TableSortLabel>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableHead>
          <TableBody>
            {table.getRowModel().rows.map((row) => (
              <TableRow key={row.id} hover>
                {row.getAllCells().map((cell) => (
                  <TableCell key={cell.id} sx={{ overflowWrap: 'break-word' }}>
                    {cellContent(cell)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  <Typography sx={{ py: 2, color: 'text.secondary' }}>{empty}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[]}
        onPageChange={(_, next) => table.setPageIndex(next)}
        labelDisplayedRows={({ from, to, count }) => t('grid.shown', { from, to, count })}
        getItemAriaLabel={(type) => t(`grid.${type}`)}
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 1 } }}
      />
    </Paper>
  );
}
