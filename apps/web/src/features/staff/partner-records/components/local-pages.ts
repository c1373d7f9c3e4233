import { useState } from 'react';

/** Rows on a page of the import's tables (the whole file is in the browser: paged here, not by the server). */
export const importPageSize = 50;

/** One page of rows held in full, for the data grid, which shows the page it is given. */
export function useLocalPage<T>(rows: readonly T[]) {
  const [page, setPage] = useState(0);
  const last = Math.max(0, Math.ceil(rows.length / importPageSize) - 1);
  const shown = Math.min(page, last);
  return {
    page: shown,
    setPage,
    rows: rows.slice(shown * importPageSize, (shown + 1) * importPageSize),
    total: rows.length,
  };
}
