import { BundleEnrolments } from '@aula/contract/content-bundle-enrolments';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { enrolments } from '../../db/schema/enrolments.ts';
import { defineSection, requireBatch } from '../content/index.ts';

/** enrolments.json: learners' places in batches; the learner must be an account of the bundle. */
export const enrolmentSection = defineSection({
  file: 'enrolments.json',
  schema: BundleEnrolments,
  async load(context, list) {
    const { db, oid, fail } = context;
    for (const [index, enrolment] of list.entries()) {
      const eid = enrolment.eid.toLowerCase();
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.oid, oid), eq(users.eid, eid)));
      if (!user) fail([index, 'eid'], `unknown account ${eid} (not in accounts.json)`);
      const pid = await requireBatch(context, enrolment.bpid, [index, 'bpid']);
      const row = {
        pid,
        usn: enrolment.usn ?? null,
        enrolledOn: enrolment.enrolledOn,
        selectedElectives: enrolment.selectedElectives,
      };
      await db
        .insert(enrolments)
        .values({ oid, eid, bpid: enrolment.bpid, ...row })
        .onConflictDoUpdate({ target: [enrolments.oid, enrolments.eid, enrolments.bpid], set: row });
    }
    return list.length;
  },
});
