import { createHash } from 'node:crypto';
import { BundleComplaints } from '@aula/contract/content-bundle-account';
import { complaints } from '../../db/schema/account.ts';
import { defineSection } from '../content/index.ts';
import { requireEnrolledAccount } from '../enrolments/index.ts';
import { storeBundleAccountFile } from '../uploads/index.ts';

/** The complaint's row id, the same on every import of the same bundle key. */
function complaintUuid(oid: string, complaintId: string): string {
  const hex = createHash('sha256').update(`${oid}:${complaintId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * complaints.json: complaints learners filed about batches they are enrolled in, with an optional file
 * from the bundle's `private/` folder. Importing again updates them in place.
 */
export const complaintSection = defineSection({
  file: 'complaints.json',
  schema: BundleComplaints,
  async load(context, list) {
    const { db, oid } = context;
    for (const [index, complaint] of list.entries()) {
      context.claim('complaint', complaint.complaintId, [index, 'complaintId']);
      const eid = complaint.eid.toLowerCase();
      await requireEnrolledAccount(context, eid, complaint.bpid, [index]);
      const cid = complaintUuid(oid, complaint.complaintId);
      const stored = complaint.file
        ? await storeBundleAccountFile(
            context,
            complaint.file,
            'complents',
            `orgs/${oid}/private/complaints/${cid}/${complaint.file.name}`,
            [index, 'file'],
          )
        : null;
      const row = {
        oid,
        eid,
        bpid: complaint.bpid,
        description: complaint.description,
        storedName: complaint.file?.name ?? null,
        fileKey: stored?.fileKey ?? null,
        contentType: stored?.contentType ?? null,
        createdAt: new Date(complaint.filedAt),
      };
      await db
        .insert(complaints)
        .values({ cid, ...row })
        .onConflictDoUpdate({ target: complaints.cid, set: row });
    }
    return list.length;
  },
});
