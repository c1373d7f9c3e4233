import { randomUUID } from 'node:crypto';
import { QuizItem } from '@aula/contract/content-bundle-questions';
import type { Output } from '@aula/contract/operation';
import type {
  AuthoredQuestion,
  createQuestionBank,
  getQuestionBank,
  listQuizAuthoring,
} from '@aula/contract/staff-quiz-authoring';
import { and, asc, count, eq, max } from 'drizzle-orm';
import { bankQuestions, questionBanks } from '../../db/schema/question-banks.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { announceContentChanged, changeContent, sanitizeHtml } from '../content/index.ts';
import { fromQuizItem, toQuizItem } from './authored-question.ts';
import { authoringContext, parseOrRefuse } from './authoring-context.ts';

/*
 * Question banks of the organisation (ADR 0091). A bank's question is stored as the content bundle's
 * quiz question; a quiz or assessment that takes it takes a copy.
 */

type Bank = Output<typeof listQuizAuthoring>['banks'][number];

export async function listBanks(db: Db, oid: string): Promise<Bank[]> {
  return db
    .select({ bankid: questionBanks.bankid, name: questionBanks.name, questions: count(bankQuestions.qid) })
    .from(questionBanks)
    .leftJoin(
      bankQuestions,
      and(eq(bankQuestions.oid, questionBanks.oid), eq(bankQuestions.bankid, questionBanks.bankid)),
    )
    .where(eq(questionBanks.oid, oid))
    .groupBy(questionBanks.bankid, questionBanks.name, questionBanks.createdAt)
    .orderBy(asc(questionBanks.createdAt));
}

export async function createBank(
  db: Db,
  oid: string,
  name: string,
  now: Date,
): Promise<Output<typeof createQuestionBank>> {
  const bankid = `bank-${randomUUID()}`;
  await db.insert(questionBanks).values({ oid, bankid, name, createdAt: now });
  return { bankid };
}

/** The organisation's bank `bankid`, else a 404 (another organisation's bank is not found either). */
export async function requireBank(db: Db, oid: string, bankid: string) {
  const [bank] = await db
    .select()
    .from(questionBanks)
    .where(and(eq(questionBanks.oid, oid), eq(questionBanks.bankid, bankid)));
  if (!bank) throw new AppError('NOT_FOUND', 'There is no such question bank.', { bankid: 'not found' });
  return bank;
}

export async function getBank(db: Db, oid: string, bankid: string): Promise<Output<typeof getQuestionBank>> {
  const bank = await requireBank(db, oid, bankid);
  const rows = await db
    .select()
    .from(bankQuestions)
    .where(and(eq(bankQuestions.oid, oid), eq(bankQuestions.bankid, bankid)))
    .orderBy(asc(bankQuestions.position));
  return {
    bankid,
    name: bank.name,
    questions: rows.map((row) => ({ qid: row.qid, question: fromQuizItem(row.question) })),
  };
}

/** A question checked by the bundle's rules, its stem sanitised, its pictures in the media store. */
export async function checkedQuestion(
  db: Db,
  files: FileStore,
  oid: string,
  question: AuthoredQuestion,
  field: string,
): Promise<QuizItem> {
  const item = parseOrRefuse(QuizItem, toQuizItem(question), field);
  const { context, checkMedia } = authoringContext(db, files, oid, new Date(), field);
  context.media(item.imageurl, ['imageurl']);
  item.iopts.forEach((option, index) => {
    if ('url' in option) context.media(option.url, ['iopts', index, 'url']);
  });
  await checkMedia();
  return { ...item, istem: sanitizeHtml(item.istem) };
}

/**
 * Appends questions to a bank after its last. Its pictures are private media from then on: every
 * server hears of it (CONTENT_CHANGED_CHANNEL, ADR 0095).
 */
export async function appendQuestions(
  db: Db,
  oid: string,
  bankid: string,
  items: QuizItem[],
): Promise<string[]> {
  const [last] = await db
    .select({ position: max(bankQuestions.position) })
    .from(bankQuestions)
    .where(and(eq(bankQuestions.oid, oid), eq(bankQuestions.bankid, bankid)));
  const start = (last?.position ?? -1) + 1;
  const rows = items.map((question, index) => ({
    oid,
    bankid,
    qid: `q-${randomUUID()}`,
    position: start + index,
    question,
  }));
  if (rows.length > 0) {
    await changeContent(db, oid, async (tx) => {
      await tx.insert(bankQuestions).values(rows);
      await announceContentChanged(tx, oid);
    });
  }
  return rows.map((row) => row.qid);
}

export async function saveQuestion(
  db: Db,
  files: FileStore,
  oid: string,
  input: { bankid: string; qid?: string; question: AuthoredQuestion },
): Promise<{ qid: string }> {
  await requireBank(db, oid, input.bankid);
  const item = await checkedQuestion(db, files, oid, input.question, 'question');
  if (!input.qid) {
    const [qid] = await appendQuestions(db, oid, input.bankid, [item]);
    return { qid: qid ?? '' };
  }
  const { qid } = input;
  await changeContent(db, oid, async (tx) => {
    const updated = await tx
      .update(bankQuestions)
      .set({ question: item })
      .where(
        and(eq(bankQuestions.oid, oid), eq(bankQuestions.bankid, input.bankid), eq(bankQuestions.qid, qid)),
      )
      .returning({ qid: bankQuestions.qid });
    if (updated.length === 0)
      throw new AppError('NOT_FOUND', 'There is no such question.', { qid: 'not found' });
    // Its new pictures are private media at once on every server (ADR 0095).
    await announceContentChanged(tx, oid);
  });
  return { qid };
}

export async function deleteQuestion(
  db: Db,
  oid: string,
  input: { bankid: string; qid: string },
): Promise<{ deleted: boolean }> {
  await requireBank(db, oid, input.bankid);
  const deleted = await db
    .delete(bankQuestions)
    .where(
      and(
        eq(bankQuestions.oid, oid),
        eq(bankQuestions.bankid, input.bankid),
        eq(bankQuestions.qid, input.qid),
      ),
    )
    .returning({ qid: bankQuestions.qid });
  return { deleted: deleted.length > 0 };
}
