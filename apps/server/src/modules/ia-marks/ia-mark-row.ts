import type { IaMark } from '@aula/contract/ia-marks';
import { concernWindow } from './concern-window.ts';

export interface IaMarkSource {
  iaid: string;
  name: string;
  marks: number;
  maxMarks: number;
  concern: 'raised' | 'none' | null;
  /** Only published marks (visibleAt set) are ever made into a learner's mark. */
  visibleAt: Date;
  concernAnswer: string | null;
  concernAnsweredAt: Date | null;
}

/** One mark as the screen shows it, with its answer window judged at `now`. */
export function toIaMark(row: IaMarkSource, now: Date): IaMark {
  const window = concernWindow(row.visibleAt, now);
  return {
    iaid: row.iaid,
    name: row.name,
    marks: row.marks,
    maxMarks: row.maxMarks,
    concern: row.concern,
    concernAnswer:
      row.concernAnswer !== null && row.concernAnsweredAt !== null
        ? { text: row.concernAnswer, answeredAt: row.concernAnsweredAt.toISOString() }
        : null,
    visibleAt: row.visibleAt.toISOString(),
    windowClosesAt: window.closesAt.toISOString(),
    windowOpen: window.open,
  };
}
