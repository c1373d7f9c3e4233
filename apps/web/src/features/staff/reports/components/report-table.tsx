import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export interface ReportColumn<Row> {
  key: string;
  heading: string;
  cell: (row: Row) => ReactNode;
}

/**
 * A report's data, shown beside its chart: the rows the CSV holds, the first column naming the row.
 * It scrolls inside its frame on a narrow screen, a region the keyboard can reach to scroll it.
 */
export function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}) {
  const [first, ...rest] = columns;
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={caption}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small">
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell key={column.key} scope="col" align={index === 0 ? 'left' : 'right'}>
                {column.heading}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {first && (
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                  {first.cell(row)}
                </TableCell>
              )}
              {rest.map((column) => (
                <TableCell key={column.key} align="right">
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
