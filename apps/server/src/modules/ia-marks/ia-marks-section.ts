import { BundleIaMarks } from '@aula/contract/content-bundle-records';
import { and, eq } from 'drizzle-orm';
import { batchCourses } from '../../db/schema/programs.ts';
import { iaAssessments, iaMarks } from '../../db/schema/records.ts';
import { defineSection, requireBatch } from '../content/index.ts';
import { requireEnrolledAccount } from '../enrolments/index.ts';

const hourMs = 60 * 60 * 1000;

/**
 * ia-marks.json: internal assessments of batch courses with learners' marks. A mark's learner must be
 * enrolled in the batch. Importing again updates names and marks but keeps learners' answers, and
 * keeps the visibility moment a `visibleHoursAgo` set on the first import. A `draft` is stored
 * unpublished on the first import, and a later import leaves it as staff left it (published or not).
 */
export const iaMarksSection = defineSection({
  file: 'ia-marks.json',
  schema: BundleIaMarks,
  async load(context, list) {
    const { db, oid, claim, now: importedAt } = context;
    for (const [index, ia] of list.entries()) {
      claim('internal assessment', ia.iaid, [index, 'iaid']);
      await requireBatch(context, ia.bpid, [index, 'bpid']);
      const [course] = await db
        .select({ bcid: batchCourses.bcid })
        .from(batchCourses)
        .where(and(eq(batchCourses.oid, oid), eq(batchCourses.bpid, ia.bpid), eq(batchCourses.tid, ia.tid)));
      if (!course) context.fail([index, 'tid'], `${ia.tid} is not a course of batch ${ia.bpid}`);
      const visibleAt = ia.draft
        ? null
        : ia.visibleAt
          ? new Date(ia.visibleAt)
          : new Date(importedAt.getTime() - (ia.visibleHoursAgo ?? 0) * hourMs);
      const row = {
        bpid: ia.bpid,
        tid: ia.tid,
        semester: ia.semester,
        name: ia.name,
        maxMarks: ia.maxMarks,
        position: index,
      };
      await db
        .insert(iaAssessments)
        .values({ oid, iaid: ia.iaid, visibleAt, ...row })
        .onConflictDoUpdate({
          target: [iaAssessments.oid, iaAssessments.iaid],
          set: ia.visibleAt ? { ...row, visibleAt } : row,
        });
      for (const [m, mark] of ia.marks.entries()) {
        const eid = mark.eid.toLowerCase();
        await requireEnrolledAccount(context, eid, ia.bpid, [index, 'marks', m]);
        await db
          .insert(iaMarks)
          .values({ oid, iaid: ia.iaid, eid, marks: mark.marks })
          .onConflictDoUpdate({
            target: [iaMarks.oid, iaMarks.iaid, iaMarks.eid],
            set: { marks: mark.marks },
          });
      }
    }
    return list.length;
  },
});
