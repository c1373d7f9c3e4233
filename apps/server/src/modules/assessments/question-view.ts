import type { QuizQuestion } from '@aula/contract/assessments';
import type { AssessmentItem } from '@aula/contract/content-bundle-questions';

/** An item as stored: its options are the authored ones, right answers included. */
export interface ItemRow {
  iid: string;
  atype: AssessmentItem['atype'];
  istem: string;
  img: string | null;
  iopts: AssessmentItem['iopts'];
}

/** A matching item's right-hand column, in an order of its own (alphabetical), so it does not give the pairs away. */
export function matchColumn(item: ItemRow): string[] {
  return item.iopts
    .flatMap((option) => ('match' in option ? [option.match] : []))
    .sort((a, b) => a.localeCompare(b, 'en'));
}

/**
 * The question as a learner answering it sees it: nothing says which option is right, and its pictures
 * (the question's, an option's) come at the addresses `sign` makes for them on the content origin
 * (ADR 0095), never as public media.
 */
export function questionView(item: ItemRow, sign: (path: string) => string): QuizQuestion {
  return {
    iid: item.iid,
    atype: item.atype,
    istem: item.istem,
    img: item.img === null ? null : sign(item.img),
    iopts: item.iopts.map((option) => ({
      content: 'content' in option ? (option.content ?? null) : null,
      url: 'url' in option ? sign(option.url) : null,
    })),
    matches: matchColumn(item),
  };
}

/** The right answer of an objective item: option indexes (1 to 5) or, per option, its match's index (6). */
export function rightAnswer(item: ItemRow): number[] {
  if (item.atype === 6) {
    const column = matchColumn(item);
    return item.iopts.map((option) => ('match' in option ? column.indexOf(option.match) : -1));
  }
  if (item.atype === 7 || item.atype === 8) return [];
  return item.iopts.flatMap((option, index) => ('correct' in option && option.correct ? [index] : []));
}
