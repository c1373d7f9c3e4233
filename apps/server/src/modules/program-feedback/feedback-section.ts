import { BundleFeedbackForms } from '@aula/contract/content-bundle-feedback';
import { and, eq } from 'drizzle-orm';
import { programFeedbackForms } from '../../db/schema/program-feedback.ts';
import { programs } from '../../db/schema/programs.ts';
import { defineSection } from '../content/index.ts';
import { importProgramFeedbackSwitch } from '../course/index.ts';

/**
 * feedback.json: each program's 'Overall Program Feedback' questions, and whether the admin enabled
 * them as the default switch of each of the program's batches.
 */
export const feedbackSection = defineSection({
  file: 'feedback.json',
  schema: BundleFeedbackForms,
  async load(context, list) {
    const { db, oid, fail, claim } = context;
    for (const [index, form] of list.entries()) {
      claim('feedback form', form.pid, [index, 'pid']);
      const [program] = await db
        .select({ pid: programs.pid })
        .from(programs)
        .where(and(eq(programs.oid, oid), eq(programs.pid, form.pid)));
      if (!program) fail([index, 'pid'], `unknown program ${form.pid} (no programs/*.json has this pid)`);
      const row = { questions: form.questions };
      await db
        .insert(programFeedbackForms)
        .values({ oid, pid: form.pid, ...row })
        .onConflictDoUpdate({ target: [programFeedbackForms.oid, programFeedbackForms.pid], set: row });
      await importProgramFeedbackSwitch(context, form);
    }
    return list.length;
  },
});
