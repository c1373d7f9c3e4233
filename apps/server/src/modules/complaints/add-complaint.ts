import type { Complaint } from '@aula/contract/complaints';
import { and, eq } from 'drizzle-orm';
import { complaints } from '../../db/schema/account.ts';
import { programs } from '../../db/schema/programs.ts';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { assertEnrolled } from '../enrolments/index.ts';
import { programTitle } from '../programs/index.ts';
import { claimAccountUpload } from '../uploads/index.ts';
import { toComplaint } from './list-complaints.ts';

export interface NewComplaint {
  bpid: string;
  description: string;
  fileName?: string | undefined;
}

/** Records a complaint about one of the learner's own programmes, with its file claimed from their upload. */
export async function addComplaint(
  services: Pick<AppServices, 'db' | 'files' | 'clock'>,
  user: SessionUser,
  complaint: NewComplaint,
): Promise<Complaint> {
  const { db, clock } = services;
  const enrolment = await assertEnrolled(db, user, complaint.bpid);
  const file = complaint.fileName
    ? await claimAccountUpload(
        services,
        { oid: user.oid, eid: user.eid },
        { type: 'complents', storedName: complaint.fileName, field: 'fileName' },
      )
    : undefined;
  const [row] = await db
    .insert(complaints)
    .values({
      oid: user.oid,
      eid: user.eid,
      bpid: complaint.bpid,
      description: complaint.description,
      storedName: file?.storedName ?? null,
      fileKey: file?.fileKey ?? null,
      contentType: file?.contentType ?? null,
      createdAt: clock.now(),
    })
    .returning();
  const [program] = await db
    .select({ ptitle: programTitle() })
    .from(programs)
    .where(and(eq(programs.oid, user.oid), eq(programs.pid, enrolment.pid)));
  if (!row) throw new Error('the complaint was not stored');
  return toComplaint(row, program?.ptitle ?? complaint.bpid);
}
