import { BundleAssessment } from '@aula/contract/content-bundle-questions';
import { and, eq, notInArray } from 'drizzle-orm';
import { assessmentItems, assessments } from '../../../db/schema/content.ts';
import { requireBatch, requireCourseOf } from '../batch-reference.ts';
import { sanitizeHtml } from '../sanitize-html.ts';
import { defineSection } from '../section.ts';
import { checkItemMedia } from './item-media.ts';

const moment = (value: string | undefined) => (value ? new Date(value) : null);

/** assessments/<assessid>.json: an assessment or assignment of a batch, with its questions (items). */
export const assessmentSection = defineSection({
  file: 'assessments/',
  schema: BundleAssessment,
  async load(context, assessment) {
    const { db, oid, claim, media } = context;
    const { assessid } = assessment;
    claim('assessment', assessid, ['assessid']);
    const pid = await requireBatch(context, assessment.bpid, ['bpid']);
    if (assessment.tid) await requireCourseOf(context, pid, assessment.tid, ['tid']);
    assessment.qitems.forEach((item, index) => {
      media(item.img, ['qitems', index, 'img']);
      checkItemMedia(context, item, ['qitems', index]);
    });

    const row = {
      quiztype: assessment.quiztype,
      bpid: assessment.bpid,
      tid: assessment.tid ?? null,
      title: assessment.title,
      startdate: moment(assessment.startdate),
      enddate: moment(assessment.enddate),
      answerdate: moment(assessment.answerdate),
      instructions: sanitizeHtml(assessment.instructions),
    };
    await db
      .insert(assessments)
      .values({ oid, assessid, ...row })
      .onConflictDoUpdate({ target: [assessments.oid, assessments.assessid], set: row });

    // Questions removed from the bundle leave the assessment.
    const iids = assessment.qitems.map((item) => item.iid);
    await db
      .delete(assessmentItems)
      .where(
        and(
          eq(assessmentItems.oid, oid),
          eq(assessmentItems.assessid, assessid),
          notInArray(assessmentItems.iid, iids),
        ),
      );
    for (const [position, item] of assessment.qitems.entries()) {
      const itemRow = {
        position,
        atype: item.atype,
        istem: sanitizeHtml(item.istem),
        img: item.img ?? null,
        iopts: item.iopts,
      };
      await db
        .insert(assessmentItems)
        .values({ oid, assessid, iid: item.iid, ...itemRow })
        .onConflictDoUpdate({
          target: [assessmentItems.oid, assessmentItems.assessid, assessmentItems.iid],
          set: itemRow,
        });
    }
    return 1;
  },
});
