import { type Complaint, complaintFilePath } from '@aula/contract/complaints';
import { and, asc, eq } from 'drizzle-orm';
import { complaints } from '../../db/schema/account.ts';
import { batches, programs } from '../../db/schema/programs.ts';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { programTitle } from '../programs/index.ts';

type ComplaintRow = typeof complaints.$inferSelect;

/** A complaint as its owner reads it. */
export function toComplaint(row: ComplaintRow, ptitle: string): Complaint {
  return {
    cid: row.cid,
    bpid: row.bpid,
    ptitle,
    description: row.description,
    uploadedFile: row.storedName,
    fileUrl: row.storedName ? complaintFilePath(row.cid, row.storedName) : null,
    fileType: row.contentType,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The learner's complaints, oldest first (the list numbers them). */
export async function listComplaints(db: Db, user: SessionUser): Promise<{ complents: Complaint[] }> {
  const rows = await db
    .select({ complaint: complaints, ptitle: programTitle() })
    .from(complaints)
    .leftJoin(batches, and(eq(batches.oid, complaints.oid), eq(batches.bpid, complaints.bpid)))
    .leftJoin(programs, and(eq(programs.oid, batches.oid), eq(programs.pid, batches.pid)))
    .where(and(eq(complaints.oid, user.oid), eq(complaints.eid, user.eid)))
    .orderBy(asc(complaints.createdAt), asc(complaints.cid));
  return { complents: rows.map((row) => toComplaint(row.complaint, row.ptitle ?? row.complaint.bpid)) };
}
