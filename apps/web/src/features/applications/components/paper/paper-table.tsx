import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export interface PaperTableProps {
  caption: string;
  columns: readonly string[];
  /** The narrowest the table may be before it scrolls sideways within its own frame (on a phone). */
  minWidth?: number;
  children: ReactNode;
}

/** A table of the paper form; on a narrow screen it scrolls inside its frame, never the page. */
export function PaperTable({ caption, columns, minWidth = 520, children }: PaperTableProps) {
  const id = useId();
  return (
    <Box sx={{ my: 2 }}>
      <Typography id={id} component="h4" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {caption}
      </Typography>
      <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Table size="small" aria-labelledby={id} sx={{ minWidth }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column} component="th" scope="col">
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </Box>
    </Box>
  );
}

/** One row of a paper table: a cell per field. */
export function PaperRow({ cells }: { cells: readonly ReactNode[] }) {
  return (
    <TableRow>
      {cells.map((cell, index) => (
        // The cells of a row are fixed in number and order.
        // biome-ignore lint/suspicious/noArrayIndexKey: the position is the cell's identity
        <TableCell key={index} sx={{ px: 0.5 }}>
          {cell}
        </TableCell>
      ))}
    </TableRow>
  );
}
