import { Line, limits } from '@aula/contract/common';
import { MediaPath } from '@aula/contract/content-bundle';
import { QuizItem } from '@aula/contract/content-bundle-questions';
import type { Input, Output } from '@aula/contract/operation';
import {
  type AuthoredQuestion,
  type importBankQuestions,
  type RowError,
  spreadsheetColumns,
} from '@aula/contract/staff-quiz-authoring';
import type { Db } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { mediaKey } from '../../platform/media-key.ts';
import { sanitizeHtml } from '../content/index.ts';
import { toQuizItem } from './authored-question.ts';
import { appendQuestions, requireBank } from './bank-questions.ts';
import { spreadsheetCells } from './spreadsheet-cells.ts';

/*
 * A spreadsheet of questions into a bank (ADR 0091). Each row is one question in the template's
 * columns. Every wrong row is reported (its number as the spreadsheet shows it, the column, what is
 * wrong) and then nothing is imported: a bank never holds half a spreadsheet.
 */

type Column = (typeof spreadsheetColumns)[number];
const optionColumns = spreadsheetColumns.filter((column) => column.startsWith('option'));

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

class RowProblems {
  readonly errors: RowError[] = [];
  readonly row: number;
  constructor(row: number) {
    this.row = row;
  }
  add(column: Column, message: string) {
    this.errors.push({ row: this.row, column, message });
  }
}

/** The question of one row, or its problems. */
async function questionOfRow(
  cells: Record<Column, string>,
  problems: RowProblems,
  mediaExists: (path: string) => Promise<boolean>,
): Promise<QuizItem | null> {
  const atype = Number(cells.type);
  if (!Number.isInteger(atype) || atype < 1 || atype > 8) {
    problems.add('type', 'must be an answer type from 1 to 8');
    return null;
  }
  const stem = cells.question;
  if (!stem) problems.add('question', 'is empty');
  else if (!Line.max(limits.longText).safeParse(stem.replace(/[\r\n\t]/g, ' ')).success)
    problems.add('question', 'holds control characters or is too long');
  const marks = cells.marks === '' ? 1 : Number(cells.marks);
  if (!Number.isFinite(marks) || marks < 0 || marks > 1000)
    problems.add('marks', 'must be a number from 0 to 1000');

  const filled = optionColumns.filter((column) => cells[column] !== '');
  const gapAt = optionColumns.findIndex((column, index) => index < filled.length && filled[index] !== column);
  if (gapAt >= 0)
    problems.add(optionColumns[gapAt] as Column, 'options must fill option 1 onwards without a gap');
  const options = filled.map((column) => cells[column]);
  const open = atype === 7 || atype === 8;
  if (open && options.length > 0) problems.add('option 1', 'a descriptive or file question has no options');
  if (!open && options.length < 2) problems.add('option 2', 'at least two options are needed');

  const correct = cells.correct === '' ? [] : cells.correct.split(/[;,]/).map((part) => Number(part.trim()));
  if (atype === 6 || open) {
    if (correct.length > 0)
      problems.add('correct', 'a matching, descriptive or file question has no correct column');
  } else if (correct.some((n) => !Number.isInteger(n) || n < 1 || n > options.length)) {
    problems.add('correct', `must name options from 1 to ${options.length}, separated by ;`);
  } else if ((atype === 1 || atype === 2 || atype === 4) && correct.length !== 1) {
    problems.add('correct', 'a single choice question has exactly one correct option');
  } else if (correct.length === 0) {
    problems.add('correct', 'name at least one correct option');
  }

  const authoredOptions: AuthoredQuestion['iopts'] = [];
  for (const [index, text] of options.entries()) {
    const column = optionColumns[index] as Column;
    if (atype === 6) {
      const [left = '', ...right] = text.split('=');
      if (!left.trim() || right.join('=').trim() === '')
        problems.add(column, 'write a matching pair as "item = match"');
      authoredOptions.push({ content: left.trim(), match: right.join('=').trim() });
    } else if (atype === 4 || atype === 5) {
      if (!MediaPath.safeParse(text).success)
        problems.add(column, 'must be a picture path in the media store');
      else if (!(await mediaExists(text))) problems.add(column, `${text} is not in the media store`);
      authoredOptions.push({ url: text, correct: correct.includes(index + 1) });
    } else {
      authoredOptions.push({ content: text, correct: correct.includes(index + 1) });
    }
  }
  if (problems.errors.length > 0) return null;

  const html = `<p>${escapeHtml(stem).replace(/\r?\n/g, '<br>')}</p>`;
  const question = { atype, istem: html, qscore: marks, iopts: authoredOptions };
  const parsed = QuizItem.safeParse(toQuizItem(question));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, index] = issue.path;
      const column =
        field === 'iopts' && typeof index === 'number' ? (optionColumns[index] ?? 'option 1') : 'type';
      problems.add(column as Column, issue.message);
    }
    return null;
  }
  return { ...parsed.data, istem: sanitizeHtml(parsed.data.istem) };
}

export async function importQuestions(
  db: Db,
  files: FileStore,
  oid: string,
  body: Input<typeof importBankQuestions>,
): Promise<Output<typeof importBankQuestions>> {
  await requireBank(db, oid, body.bankid);
  const [header = [], ...rows] = await spreadsheetCells(body.filename, Buffer.from(body.data, 'base64'));
  const errors: RowError[] = [];
  const heading = header.map((cell) => cell.toLowerCase());
  const missing = spreadsheetColumns.filter((column) => !heading.includes(column));
  if (missing.length > 0) {
    return {
      imported: 0,
      errors: missing.map((column) => ({ row: 1, column, message: 'column missing in the header' })),
    };
  }
  if (rows.length === 0)
    return { imported: 0, errors: [{ row: 2, column: 'type', message: 'no questions' }] };
  if (rows.length > limits.listItems)
    return {
      imported: 0,
      errors: [
        {
          row: limits.listItems + 2,
          column: 'type',
          message: `at most ${limits.listItems} questions at once`,
        },
      ],
    };
  const mediaExists = (path: string) => files.exists(mediaKey(oid, path));
  const items: QuizItem[] = [];
  for (const [index, row] of rows.entries()) {
    const cells = Object.fromEntries(
      spreadsheetColumns.map((column) => [column, row[heading.indexOf(column)] ?? '']),
    ) as Record<Column, string>;
    const problems = new RowProblems(index + 2);
    const item = await questionOfRow(cells, problems, mediaExists);
    if (item) items.push(item);
    errors.push(...problems.errors);
  }
  if (errors.length > 0) return { imported: 0, errors };
  await appendQuestions(db, oid, body.bankid, items);
  return { imported: items.length, errors: [] };
}
