import type { AssessmentItem, QuizItem } from '@aula/contract/content-bundle-questions';
import type { AuthoredOption, AuthoredQuestion } from '@aula/contract/staff-quiz-authoring';

/*
 * The editor's loose question and the content bundle's strict ones (ADR 0091). `toBundleItem` keeps only
 * the fields the question's answer type has; the bundle's schema (QuizItem, AssessmentItem) then judges
 * it with the import's rules (exactly one right option for a single choice, ...).
 */

const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

function optionOf(atype: number, option: AuthoredOption): object {
  const correct = option.correct ?? false;
  if (atype === 6) return { content: option.content ?? '', match: option.match ?? '' };
  if (atype === 4 || atype === 5) {
    return defined({ url: option.url ?? '', content: option.content, correct, feedback: option.feedback });
  }
  return defined({ content: option.content ?? '', correct, feedback: option.feedback });
}

/** A quiz item (quizzes, banks) to be checked by `QuizItem`. */
export function toQuizItem(question: AuthoredQuestion): unknown {
  const open = question.atype === 7 || question.atype === 8;
  return defined({
    atype: question.atype,
    istem: question.istem,
    imageurl: question.imageurl,
    qscore: question.qscore,
    iopts: open ? [] : question.iopts.map((option) => optionOf(question.atype, option)),
  });
}

/** An assessment item to be checked by `AssessmentItem` (assessments have no marks per question). */
export function toAssessmentItem(question: AuthoredQuestion, iid: string): unknown {
  const { qscore: _marks, imageurl, ...item } = toQuizItem(question) as Record<string, unknown>;
  return defined({ ...item, iid, img: imageurl });
}

export function fromQuizItem(item: QuizItem): AuthoredQuestion {
  return defined({
    atype: item.atype,
    istem: item.istem,
    imageurl: item.imageurl,
    qscore: item.qscore,
    iopts: item.iopts.map((option) => ({ ...option })),
  });
}

export function fromAssessmentItem(item: {
  iid: string;
  atype: AssessmentItem['atype'];
  istem: string;
  img: string | null;
  iopts: AssessmentItem['iopts'];
}): AuthoredQuestion {
  return defined({
    iid: item.iid,
    atype: item.atype,
    istem: item.istem,
    imageurl: item.img ?? undefined,
    qscore: 1,
    iopts: item.iopts.map((option) => ({ ...option })),
  });
}
