import { type BundleProgram, BundleProgram as ProgramSchema } from '@aula/contract/content-bundle';
import { and, eq, notInArray } from 'drizzle-orm';
import { batchCourses, batches, programs } from '../../../db/schema/programs.ts';
import { readUniversityTime } from '../../organisation/index.ts';
import { sanitizeHtml, sanitizeInlineHtml } from '../sanitize-html.ts';
import { defineSection, type SectionContext } from '../section.ts';

function checkMedia({ media }: SectionContext, program: BundleProgram): void {
  media(program.pimage, ['pimage']);
  media(program.admission?.instructionPdf, ['admission', 'instructionPdf']);
  program.pinstructors.forEach((group, g) => {
    group.value.forEach((person, p) => {
      media(person.pic, ['pinstructors', g, 'value', p, 'pic']);
    });
  });
  media(program.ccoordinator?.pic, ['ccoordinator', 'pic']);
  media(program.cmentor?.pic, ['cmentor', 'pic']);
  program.pcurriculum.forEach((topic, t) => {
    media(topic.timage, ['pcurriculum', t, 'timage']);
  });
}

/** programs/<pid>.json: a program with its texts, curriculum and batches (and each batch's courses). */
export const programSection = defineSection({
  file: 'programs/',
  schema: ProgramSchema,
  async load(context, program) {
    const { db, oid, claim } = context;
    claim('program', program.pid, ['pid']);
    program.batches.forEach((batch, b) => {
      claim('batch', batch.bpid, ['batches', b, 'bpid']);
      batch.courses.forEach((course, c) => {
        claim('bcid', course.bcid, ['batches', b, 'courses', c, 'bcid']);
      });
    });
    checkMedia(context, program);

    const { pid, category, published, sortOrder, batches: programBatches, ...details } = program;
    const pname = sanitizeInlineHtml(program.pname);
    const stored = {
      ...details,
      poverview: sanitizeHtml(details.poverview),
      pfeatures: sanitizeHtml(details.pfeatures),
      poutcomes: sanitizeHtml(details.poutcomes),
      pfaq: details.pfaq.map((group) => ({
        ...group,
        questions: group.questions.map((question) => ({ ...question, ans: sanitizeHtml(question.ans) })),
      })),
      admission: details.admission && {
        ...details.admission,
        welcome: sanitizeHtml(details.admission.welcome),
      },
    };
    const row = { category, pname, published, sortOrder, details: stored };
    await db
      .insert(programs)
      .values({ oid, pid, ...row })
      .onConflictDoUpdate({ target: [programs.oid, programs.pid], set: row });

    // Batch dates are calendar days at the university, in its organisation's time zone (read in this
    // import's transaction: organisation.json, loaded first, may have just set it).
    const zone = await readUniversityTime(db, oid);
    for (const batch of programBatches) {
      const batchRow = {
        pid,
        title: batch.title,
        startsAt: zone.dayStart(batch.psd),
        endsAt: zone.dayEnd(batch.ped),
        current: batch.current,
      };
      await db
        .insert(batches)
        .values({ oid, bpid: batch.bpid, ...batchRow })
        .onConflictDoUpdate({ target: [batches.oid, batches.bpid], set: batchRow });
      // A course dropped from the batch in the bundle leaves the batch (first, so its tid may be reused).
      const kept = batch.courses.map((course) => course.bcid);
      await db
        .delete(batchCourses)
        .where(
          and(
            eq(batchCourses.oid, oid),
            eq(batchCourses.bpid, batch.bpid),
            notInArray(batchCourses.bcid, kept),
          ),
        );
      for (const [position, course] of batch.courses.entries()) {
        const courseRow = { bpid: batch.bpid, tid: course.tid, telective: course.telective, position };
        await db
          .insert(batchCourses)
          .values({ oid, bcid: course.bcid, ...courseRow })
          .onConflictDoUpdate({ target: [batchCourses.oid, batchCourses.bcid], set: courseRow });
      }
    }
    return 1;
  },
});
