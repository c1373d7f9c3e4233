import { BundleAttempts } from '@aula/contract/content-bundle-attempts';
import { and, eq } from 'drizzle-orm';
import { assessmentAnswers, assessmentAttempts } from '../../db/schema/assessment-attempts.ts';
import { assessments } from '../../db/schema/content.ts';
import { AppError } from '../../platform/app-error.ts';
import { defineSection } from '../content/index.ts';
import { requireEnrolledAccount } from '../enrolments/index.ts';
import { checkAnswer, scoreOf } from './answer-rules.ts';
import { itemsOf } from './policy.ts';

/**
 * assessment-attempts.json: submitted attempts, scored as a submission is. Only an attempt the learner
 * does not have yet is written: importing again, or after the learner sat it, changes nothing.
 */
export const attemptsSection = defineSection({
  file: 'assessment-attempts.json',
  schema: BundleAttempts,
  async load(context, list) {
    const { db, oid, fail, now: importedAt } = context;
    for (const [index, attempt] of list.entries()) {
      const eid = attempt.eid.toLowerCase();
      const [assessment] = await db
        .select({ bpid: assessments.bpid, quiztype: assessments.quiztype })
        .from(assessments)
        .where(and(eq(assessments.oid, oid), eq(assessments.assessid, attempt.assessid)));
      if (!assessment) return fail([index, 'assessid'], `unknown assessment ${attempt.assessid}`);
      await requireEnrolledAccount(context, eid, assessment.bpid, [index]);
      const items = await itemsOf(db, oid, attempt.assessid);
      const byIid = new Map(items.map((item) => [item.iid, item]));
      for (const [a, answer] of attempt.response.entries()) {
        const item = byIid.get(answer.iid);
        if (!item || item.atype === 8)
          fail([index, 'response', a, 'iid'], `no question ${answer.iid} of types 1 to 7`);
        try {
          if (item) checkAnswer(item, answer);
        } catch (error) {
          if (error instanceof AppError) fail([index, 'response', a], error.message);
          throw error;
        }
      }
      const at = attempt.submittedAt ? new Date(attempt.submittedAt) : importedAt;
      const answers = new Map(attempt.response.map((answer) => [answer.iid, answer]));
      const key = { oid, assessid: attempt.assessid, eid };
      const inserted = await db
        .insert(assessmentAttempts)
        .values({
          ...key,
          status: 1,
          startedAt: at,
          lastSavedAt: at,
          submittedAt: at,
          score: assessment.quiztype === 'assess' ? scoreOf(items, answers) : null,
          submitDevice: 'import',
          submitSeq: 1,
        })
        .onConflictDoNothing()
        .returning({ eid: assessmentAttempts.eid });
      if (inserted.length === 0 || attempt.response.length === 0) continue;
      await db.insert(assessmentAnswers).values(
        attempt.response.map((answer) => ({
          ...key,
          iid: answer.iid,
          answer,
          device: 'import',
          seq: 1,
          savedAt: at,
        })),
      );
    }
    return list.length;
  },
});
