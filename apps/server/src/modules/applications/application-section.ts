import { BundleApplications } from '@aula/contract/applications';
import { applicationSections } from '../../db/schema/application-sections.ts';
import { applications } from '../../db/schema/applications.ts';
import { defineSection, requireAccount, requireBatch } from '../content/index.ts';

/** applications.json: learners' applications to program batches, at any pstatus, with the wizard's saved sections. */
export const applicationSection = defineSection({
  file: 'applications.json',
  schema: BundleApplications,
  async load(context, list) {
    const { db, oid, fail, claim } = context;
    for (const [index, application] of list.entries()) {
      claim('application', application.applicationid, [index, 'applicationid']);
      await requireAccount(context, application.eid, [index, 'eid']);
      const pid = await requireBatch(context, application.bpid, [index, 'bpid']);
      if (pid !== application.pid) {
        fail([index, 'pid'], `batch ${application.bpid} belongs to program ${pid}, not ${application.pid}`);
      }
      const row = {
        eid: application.eid,
        pid,
        bpid: application.bpid,
        pstatus: application.pstatus,
        submittedAt: application.submittedAt ? new Date(application.submittedAt) : null,
      };
      await db
        .insert(applications)
        .values({ oid, applicationid: application.applicationid, ...row })
        .onConflictDoUpdate({ target: [applications.oid, applications.applicationid], set: row });
      for (const [section, data] of Object.entries(application.sections ?? {})) {
        const saved = { data, savedAt: row.submittedAt ?? new Date(0) };
        await db
          .insert(applicationSections)
          .values({ oid, applicationid: application.applicationid, section, ...saved })
          .onConflictDoUpdate({
            target: [applicationSections.oid, applicationSections.applicationid, applicationSections.section],
            set: saved,
          });
      }
    }
    return list.length;
  },
});
