import { BundleCertificates } from '@aula/contract/content-bundle-records';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { programs } from '../../db/schema/programs.ts';
import { certificates } from '../../db/schema/records.ts';
import { defineSection, requireBatch } from '../content/index.ts';

/**
 * certificates.json: certificates already issued (say, for a batch that ended before the portal).
 * The learner must be an account of the bundle; the batch may be one they are no longer enrolled in.
 * The certificate keeps the learner's name and the program's title as they are on import.
 */
export const certificateSection = defineSection({
  file: 'certificates.json',
  schema: BundleCertificates,
  async load(context, list) {
    const { db, oid, claim, fail } = context;
    for (const [index, certificate] of list.entries()) {
      claim('certificate', certificate.certno, [index, 'certno']);
      const eid = certificate.eid.toLowerCase();
      const [user] = await db
        .select({ name: users.name })
        .from(users)
        .where(and(eq(users.oid, oid), eq(users.eid, eid)));
      if (!user) fail([index, 'eid'], `unknown account ${eid} (not in accounts.json)`);
      const pid = await requireBatch(context, certificate.bpid, [index, 'bpid']);
      const [program] = await db
        .select({ pname: programs.pname, details: programs.details })
        .from(programs)
        .where(and(eq(programs.oid, oid), eq(programs.pid, pid)));
      const row = {
        eid,
        bpid: certificate.bpid,
        pid,
        learnerName: user?.name ?? eid,
        programTitle: program?.details.ptitle ?? program?.pname ?? pid,
        issuedOn: certificate.issuedOn,
      };
      const [other] = await db
        .select({ certno: certificates.certno })
        .from(certificates)
        .where(
          and(eq(certificates.oid, oid), eq(certificates.eid, eid), eq(certificates.bpid, certificate.bpid)),
        );
      if (other && other.certno !== certificate.certno) {
        fail(
          [index, 'certno'],
          `${eid} already holds certificate ${other.certno} for batch ${certificate.bpid}`,
        );
      }
      await db
        .insert(certificates)
        .values({ oid, certno: certificate.certno, ...row })
        .onConflictDoUpdate({ target: [certificates.oid, certificates.certno], set: row });
    }
    return list.length;
  },
});
