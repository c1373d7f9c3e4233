import { and, eq } from 'drizzle-orm';
import { enrolments } from '../src/db/schema/enrolments.ts';
import { batches, programs } from '../src/db/schema/programs.ts';
import type { Db } from '../src/platform/db.ts';
import { createOrganisation, TEST_OID, type TestAccount } from './factories.ts';

export interface BatchOverrides {
  oid?: string;
  pid?: string;
  ptitle?: string;
}

/** A published program with one current batch `bpid` (the program is created when missing). */
export async function createBatch(db: Db, bpid: string, overrides: BatchOverrides = {}): Promise<string> {
  const oid = await createOrganisation(db, { oid: overrides.oid ?? TEST_OID });
  const pid = overrides.pid ?? `${bpid}-program`;
  const ptitle = overrides.ptitle ?? `Program of ${bpid}`;
  await db
    .insert(programs)
    .values({ oid, pid, category: 'certificate', pname: `<b>${ptitle}</b>`, details: { ptitle } })
    .onConflictDoNothing();
  await db.insert(batches).values({
    oid,
    bpid,
    pid,
    title: bpid,
    startsAt: new Date('2026-07-01T00:00:00+05:30'),
    endsAt: new Date('2027-01-31T00:00:00+05:30'),
    current: true,
  });
  return bpid;
}

/** Enrols the learner in batch `bpid` (which must exist in the learner's organisation). */
export async function enrol(db: Db, learner: TestAccount, bpid: string): Promise<void> {
  const [batch] = await db
    .select({ pid: batches.pid })
    .from(batches)
    .where(and(eq(batches.oid, learner.oid), eq(batches.bpid, bpid)));
  if (!batch) throw new Error(`no batch ${bpid} in ${learner.oid}`);
  await db.insert(enrolments).values({
    oid: learner.oid,
    eid: learner.user.eid,
    bpid,
    pid: batch.pid,
    enrolledOn: '2026-07-01',
  });
}
