import postgres from 'postgres';

/** How a table was read during the load: whole-table scans and the rows they read, index scans. */
export interface TableReads {
  table: string;
  seqScans: number;
  seqRowsRead: number;
  indexScans: number;
}

type Counters = Map<string, Omit<TableReads, 'table'>>;

async function readCounters(url: string): Promise<Counters> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    // The statistics collector's view is a snapshot per transaction: a fresh connection sees it now.
    const rows = await sql<
      { relname: string; seq_scan: string; seq_tup_read: string; idx_scan: string | null }[]
    >`
      select relname, seq_scan, seq_tup_read, idx_scan from pg_stat_user_tables`;
    return new Map(
      rows.map((row) => [
        row.relname,
        {
          seqScans: Number(row.seq_scan),
          seqRowsRead: Number(row.seq_tup_read),
          indexScans: Number(row.idx_scan ?? 0),
        },
      ]),
    );
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * Counts PostgreSQL's reads of each table over `run`: a statement planned as a scan of a whole table
 * (stale statistics, a generic plan) shows here as rows read by the million, whatever the latencies
 * (ADR 0055). Tables read only by index are left out.
 */
export async function tableReadsDuring<T>(url: string, run: () => Promise<T>): Promise<[T, TableReads[]]> {
  const before = await readCounters(url);
  const result = await run();
  // The statistics reach the view within a moment of each statement's end (PostgreSQL 15).
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const after = await readCounters(url);
  const reads: TableReads[] = [];
  for (const [table, counters] of after) {
    const start = before.get(table) ?? { seqScans: 0, seqRowsRead: 0, indexScans: 0 };
    const seqScans = counters.seqScans - start.seqScans;
    if (seqScans === 0) continue;
    reads.push({
      table,
      seqScans,
      seqRowsRead: counters.seqRowsRead - start.seqRowsRead,
      indexScans: counters.indexScans - start.indexScans,
    });
  }
  return [result, reads.sort((a, b) => b.seqRowsRead - a.seqRowsRead)];
}
