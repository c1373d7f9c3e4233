import {
  type BundleCourse,
  type CourseDetails,
  BundleCourse as CourseSchema,
} from '@aula/contract/content-bundle-courses';
import { and, eq } from 'drizzle-orm';
import { courses, quizzes } from '../../../db/schema/content.ts';
import { programs } from '../../../db/schema/programs.ts';
import { sanitizeHtml } from '../sanitize-html.ts';
import { defineSection, type SectionContext } from '../section.ts';

/** The course must belong to a known program whose curriculum lists it. */
async function checkProgram({ db, oid, fail }: SectionContext, course: BundleCourse): Promise<void> {
  const [program] = await db
    .select({ details: programs.details })
    .from(programs)
    .where(and(eq(programs.oid, oid), eq(programs.pid, course.pid)));
  if (!program) return fail(['pid'], `unknown program ${course.pid} (no programs/*.json has this pid)`);
  const tids = program.details.pcurriculum?.map((topic) => topic.tid) ?? [];
  if (!tids.includes(course.tid))
    fail(['tid'], `${course.tid} is not a topic of program ${course.pid}'s pcurriculum`);
}

function checkMedia({ media }: SectionContext, course: BundleCourse): void {
  media(course.timage, ['timage']);
  course.nuggets.forEach((nugget, n) => {
    nugget.objects.forEach((object, o) => {
      if (!('ourl' in object)) return;
      const field = ['nuggets', n, 'objects', o, 'ourl'];
      media(object.ourl, field);
    });
  });
  course.references.forEach((item, i) => {
    media(item.ourl, ['references', i, 'ourl']);
  });
  course.videos.forEach((item, i) => {
    media(item.ourl, ['videos', i, 'ourl']);
  });
  course.project.forEach((nugget, n) => {
    nugget.objects.forEach((object, o) => {
      media(object.ourl, ['project', n, 'objects', o, 'ourl']);
    });
  });
}

/**
 * Quiz objects show quizzes/<oid>.json: it must exist; the object takes its qtype and the quiz this
 * course. The nuggets' and objects' switches are left out: they are each batch's rows (ADR 0070,
 * written by the course module's section).
 */
async function linkQuizzes(context: SectionContext, course: BundleCourse): Promise<CourseDetails['nuggets']> {
  const { db, oid, fail, claim } = context;
  const nuggets: CourseDetails['nuggets'] = [];
  for (const [n, nugget] of course.nuggets.entries()) {
    const objects: CourseDetails['nuggets'][number]['objects'] = [];
    for (const [o, { nenabled: _switch, ...object }] of nugget.objects.entries()) {
      if (object.otype !== 'quiz') {
        objects.push(object);
        continue;
      }
      const field = ['nuggets', n, 'objects', o, 'oid'];
      claim('quiz object', object.oid, field);
      const [quiz] = await db
        .update(quizzes)
        .set({ tid: course.tid })
        .where(and(eq(quizzes.oid, oid), eq(quizzes.quizid, object.oid)))
        .returning({ qtype: quizzes.qtype });
      if (!quiz) return fail(field, `unknown quiz ${object.oid} (no quizzes/*.json has this quizid)`);
      objects.push({ ...object, qtype: quiz.qtype });
    }
    const { nenabled: _switch, ...authored } = nugget;
    nuggets.push({ ...authored, objects });
  }
  return nuggets;
}

/** courses/<tid>.json: a course (topic) of a program with its units, references, videos and project phase. */
export const courseSection = defineSection({
  file: 'courses/',
  schema: CourseSchema,
  async load(context, course) {
    const { db, oid, claim } = context;
    claim('course', course.tid, ['tid']);
    await checkProgram(context, course);
    checkMedia(context, course);
    const details: CourseDetails = {
      tdescription: sanitizeHtml(course.tdescription),
      timage: course.timage,
      nuggets: await linkQuizzes(context, course),
      references: course.references,
      videos: course.videos,
      project: course.project.map(({ nenabled: _nugget, ...nugget }) => ({
        ...nugget,
        objects: nugget.objects.map(({ nenabled: _object, ...object }) =>
          object.description === undefined
            ? object
            : { ...object, description: sanitizeHtml(object.description) },
        ),
      })),
    };
    const row = {
      pid: course.pid,
      ttitle: course.ttitle,
      tduration: course.tduration,
      tenabled: course.tenabled,
      freenavigation: course.freenavigation,
      details,
    };
    await db
      .insert(courses)
      .values({ oid, tid: course.tid, ...row })
      .onConflictDoUpdate({ target: [courses.oid, courses.tid], set: row });
    return 1;
  },
});
