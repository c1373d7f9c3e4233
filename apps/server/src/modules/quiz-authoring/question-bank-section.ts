import { BundleQuestionBank } from '@aula/contract/content-bundle-organisation-records';
import { and, eq } from 'drizzle-orm';
import { bankQuestions, questionBanks } from '../../db/schema/question-banks.ts';
import { checkItemMedia, defineSection, sanitizeHtml } from '../content/index.ts';

/**
 * question-banks/<bankid>.json: a question bank of the organisation (ADR 0091, 0098). The bundle says
 * the whole bank: its questions replace the bank's, in the bundle's order, stems sanitised, pictures
 * from the bundle's media. Quizzes that copied a question keep their copy.
 */
export const questionBankSection = defineSection({
  file: 'question-banks/',
  schema: BundleQuestionBank,
  async load(context, bank) {
    const { db, oid, now, claim, media } = context;
    claim('question bank', bank.bankid, ['bankid']);
    bank.questions.forEach(({ question }, index) => {
      media(question.imageurl, ['questions', index, 'question', 'imageurl']);
      checkItemMedia(context, question, ['questions', index, 'question']);
    });
    await db
      .insert(questionBanks)
      .values({ oid, bankid: bank.bankid, name: bank.name, createdAt: new Date(bank.createdAt ?? now) })
      .onConflictDoUpdate({
        target: [questionBanks.oid, questionBanks.bankid],
        set: { name: bank.name, ...(bank.createdAt ? { createdAt: new Date(bank.createdAt) } : {}) },
      });
    const inBank = and(eq(bankQuestions.oid, oid), eq(bankQuestions.bankid, bank.bankid));
    await db.delete(bankQuestions).where(inBank);
    if (bank.questions.length > 0) {
      await db.insert(bankQuestions).values(
        bank.questions.map(({ qid, question }, position) => ({
          oid,
          bankid: bank.bankid,
          qid,
          position,
          question: { ...question, istem: sanitizeHtml(question.istem) },
        })),
      );
    }
    return 1;
  },
});
