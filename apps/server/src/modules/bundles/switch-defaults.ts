import { and, asc, eq, inArray } from 'drizzle-orm';
import { batchSwitches, type SwitchKind } from '../../db/schema/batch-switches.ts';
import type { Db } from '../../platform/db.ts';

/** Where a switch is: a batch course, or the batch itself (bcid null, the programme feedback's). */
export interface SwitchPlace {
  bpid: string;
  bcid: string | null;
}

/**
 * The programme feedback forms' switches of some batches, as one default per form: a bundle holds one
 * `enabled` per form, while the database holds one row per batch (ADR 0070); a course's nuggets,
 * objects and feedback forms have their defaults on the course and its forms (ADR 0089). An imported
 * row (changed_by null) gives the default; where staff changed every batch's row, the first batch's
 * value stands for it (ADR 0084). A thing without a row is on.
 */
export async function readSwitchDefaults(
  db: Db,
  oid: string,
  bpids: readonly string[],
): Promise<(kind: SwitchKind, places: readonly SwitchPlace[], target?: string) => boolean> {
  const rows =
    bpids.length === 0
      ? []
      : await db
          .select({
            bpid: batchSwitches.bpid,
            bcid: batchSwitches.bcid,
            kind: batchSwitches.kind,
            target: batchSwitches.target,
            enabled: batchSwitches.enabled,
            changedBy: batchSwitches.changedBy,
          })
          .from(batchSwitches)
          .where(and(eq(batchSwitches.oid, oid), inArray(batchSwitches.bpid, [...bpids])))
          .orderBy(asc(batchSwitches.bpid));
  const key = (kind: string, target: string, { bpid, bcid }: SwitchPlace) =>
    JSON.stringify([kind, target, bpid, bcid]);
  const byKey = new Map(rows.map((row) => [key(row.kind, row.target, row), row]));
  return (kind, places, target = '') => {
    const found = places.flatMap((place) => byKey.get(key(kind, target, place)) ?? []);
    return (found.find((row) => row.changedBy === null) ?? found[0])?.enabled ?? true;
  };
}
