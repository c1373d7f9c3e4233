import { randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { BundleMiniAssignments } from '@aula/contract/content-bundle-course-feedback';
import { miniAssignmentUpload } from '@aula/contract/mini-assignments';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { users } from '../../db/schema/auth.ts';
import { quizzes } from '../../db/schema/content.ts';
import { enrolments } from '../../db/schema/enrolments.ts';
import { batchCourses } from '../../db/schema/programs.ts';
import { miniAssignments } from '../../db/schema/quiz-attempts.ts';
import { defineSection, type FieldPath, requireAccount, type SectionContext } from '../content/index.ts';
import { miniAssignmentFileKey } from './upload-key.ts';

const answerTypes = new Set(['application/pdf', 'image/jpeg', 'image/png']);

/** The bytes and type of `private/<path>`, held to a learner's upload rules: pdf, jpg or png of at most 500 KB. */
async function privateAnswerFile(context: SectionContext, path: string, field: FieldPath) {
  const full = join(context.folder, 'private', path);
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) return context.fail(field, `private/${path} is not in the bundle`);
  if (info.size > miniAssignmentUpload.maxBytes) {
    return context.fail(field, `private/${path} is larger than ${miniAssignmentUpload.maxBytes} bytes`);
  }
  const bytes = await readFile(full);
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !answerTypes.has(found.mime)) {
    return context.fail(field, `private/${path} is not a PDF, JPEG or PNG file`);
  }
  return { bytes, ext: found.ext, contentType: found.mime };
}

async function accountId({ db, oid }: SectionContext, eid: string): Promise<string> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.oid, oid), eq(users.eid, eid)));
  return user?.id ?? '';
}

/** mini-assignments.json: learners' submitted mini assignments with the instructor's score and feedback. */
export const miniAssignmentSection = defineSection({
  file: 'mini-assignments.json',
  schema: BundleMiniAssignments,
  async load(context, list) {
    const { db, oid, fail } = context;
    for (const [index, entry] of list.entries()) {
      await requireAccount(context, entry.eid, [index, 'eid']);
      const [course] = await db
        .select({ tid: batchCourses.tid, enrolled: enrolments.bpid })
        .from(batchCourses)
        .leftJoin(
          enrolments,
          and(
            eq(enrolments.oid, batchCourses.oid),
            eq(enrolments.bpid, batchCourses.bpid),
            eq(enrolments.eid, entry.eid),
          ),
        )
        .where(and(eq(batchCourses.oid, oid), eq(batchCourses.bcid, entry.bcid)));
      if (!course?.enrolled) {
        return fail([index, 'bcid'], `${entry.eid} is not enrolled in a batch with course ${entry.bcid}`);
      }
      const [quiz] = await db
        .select({ qitems: quizzes.qitems })
        .from(quizzes)
        .where(
          and(
            eq(quizzes.oid, oid),
            eq(quizzes.quizid, entry.quizid),
            eq(quizzes.tid, course.tid),
            eq(quizzes.qtype, 3),
          ),
        );
      if (!quiz)
        return fail([index, 'quizid'], `${entry.quizid} is not a mini assignment of course ${course.tid}`);
      if (
        quiz.qitems.length !== entry.response.length ||
        quiz.qitems.some((item, at) => item.atype !== ('file' in (entry.response[at] ?? {}) ? 8 : 7))
      ) {
        fail(
          [index, 'response'],
          'give one answer per question: text for a written question, a file for a file question',
        );
      }
      const response = [];
      for (const [at, answer] of entry.response.entries()) {
        if (!('file' in answer)) {
          response.push(answer);
          continue;
        }
        const stored = await privateAnswerFile(context, answer.file, [index, 'response', at, 'file']);
        const fname = `${randomUUID()}.${stored.ext}`;
        const learner = await accountId(context, entry.eid);
        await context.files.put(
          miniAssignmentFileKey({ oid, userId: learner }, entry, fname),
          stored.bytes,
          stored.contentType,
        );
        response.push({ fname, orgname: answer.orgname });
      }
      const row = {
        response,
        edited: entry.edited,
        score: entry.score ?? null,
        feedback: entry.feedback,
        submittedAt: new Date(entry.submittedAt),
      };
      await db
        .insert(miniAssignments)
        .values({ oid, eid: entry.eid, bcid: entry.bcid, quizid: entry.quizid, ...row })
        .onConflictDoUpdate({
          target: [miniAssignments.oid, miniAssignments.eid, miniAssignments.bcid, miniAssignments.quizid],
          set: row,
        });
    }
    return list.length;
  },
});
