import type { Complaint } from '@aula/contract/complaints';
import { uploadLimitMessages } from '@aula/contract/upload-limits';
import { and, eq } from 'drizzle-orm';
import { complaints } from '../../db/schema/account.ts';
import { programs } from '../../db/schema/programs.ts';
import type { AppServices } from '../../platform/app-services.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { assertEnrolled } from '../enrolments/index.ts';
import { programTitle } from '../programs/index.ts';
import { claimAccountUpload, limitPerAccount } from '../uploads/index.ts';
import { toComplaint } from './list-complaints.ts';

export interface NewComplaint {
  bpid: string;
  description: string;
  fileName?: string | undefined;
}

/**
 * Complaints one account may send: far above a learner's need, low enough that a script cannot bury the
 * staff's list or fill the store (ADR 0062). Per account, shared by every server.
 */
export const complaintRule = { limit: 10, windowMinutes: 60, blockMinutes: 60 };

/** Records a complaint about one of the learner's own programmes, with its file claimed from their upload. */
export async function addComplaint(
  services: Pick<AppServices, 'db' | 'files' | 'clock'>,
  user: SessionUser,
  complaint: NewComplaint,
): Promise<Complaint> {
  const { db, clock } = services;
  await limitPerAccount(
    db,
    `complaint:${user.oid}:${user.eid}`,
    complaintRule,
    clock.now(),
    uploadLimitMessages.tooManyComplaints,
  );
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
