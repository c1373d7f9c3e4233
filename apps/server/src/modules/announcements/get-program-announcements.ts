import type { ProgramAnnouncements } from '@aula/contract/announcements';
import { and, eq, inArray } from 'drizzle-orm';
import { batches, programs } from '../../db/schema/programs.ts';
import type { ContentSigner } from '../../platform/content-signer.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { assertEnrolledInEach } from '../enrolments/index.ts';
import { programTitle } from '../programs/index.ts';
import { listAnnouncements } from './list-announcements.ts';

/**
 * announcements (rtype 'getall'): one accordion panel per batch asked for, each with its program's
 * title, in the order asked; every bpid must be one of the learner's.
 */
export async function getProgramAnnouncements(
  db: Db,
  user: SessionUser,
  bpidList: readonly string[],
  now: Date,
  addresses: ContentSigner,
): Promise<ProgramAnnouncements[]> {
  const bpids = await assertEnrolledInEach(db, user, bpidList, 'bpid');
  if (bpids.length === 0) return [];
  const titles = await db
    .select({ bpid: batches.bpid, pid: batches.pid, ptitle: programTitle() })
    .from(batches)
    .innerJoin(programs, and(eq(programs.oid, batches.oid), eq(programs.pid, batches.pid)))
    .where(and(eq(batches.oid, user.oid), inArray(batches.bpid, bpids)));
  const byBpid = new Map(titles.map((row) => [row.bpid, row]));
  const panels: ProgramAnnouncements[] = [];
  for (const bpid of bpids) {
    const program = byBpid.get(bpid);
    if (!program) continue;
    panels.push({ ...program, announcements: await listAnnouncements(db, user, bpid, now, addresses) });
  }
  return panels;
}
