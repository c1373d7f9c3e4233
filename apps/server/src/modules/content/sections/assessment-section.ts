import { BundleAssessment } from '@aula/contract/content-bundle-questions';
import { and, eq, notInArray } from 'drizzle-orm';
import { assessmentItems, assessments } from '../../../db/schema/content.ts';
import { requireBatch, requireCourseOf } from '../batch-reference.ts';
import { sanitizeHtml } from '../sanitize-html.ts';
import { defineSection } from '../section.ts';
import { checkItemMedia } from './item-media.ts';

const moment = (value: string | undefined) => (value ? new Date(value) : null);
const hoursFrom = (start: Date, hours: number | undefined) =>
  hours === undefined ? null : new Date(start.getTime() + hours * 60 * 60 * 1000);

/** assessments/<assessid>.json: an assessment or assignment of a batch, with its questions (items). */
export const assessmentSection = defineSection({
  file: 'assessments/',
  schema: BundleAssessment,
  async load(context, assessment) {
    const { db, oid, claim, media, now: importedAt } = context;
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
      instructions: sanitizeHtml(assessment.instructions),
    };
    const relative = assessment.relativeWindow;
    const moments = relative
      ? {
          startdate: hoursFrom(importedAt, relative.startHours),
          enddate: hoursFrom(importedAt, relative.endHours),
          answerdate: hoursFrom(importedAt, relative.answerHours),
        }
      : {
          startdate: moment(assessment.startdate),
          enddate: moment(assessment.enddate),
          answerdate: moment(assessment.answerdate),
        };
    // Moments relative to the import are those of the first import: importing again keeps them.
    await db
      .insert(assessments)
      .values({ oid, assessid, ...row, ...moments })
      .onConflictDoUpdate({
        target: [assessments.oid, assessments.assessid],
        set: relative ? row : { ...row, ...moments },
      });

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
