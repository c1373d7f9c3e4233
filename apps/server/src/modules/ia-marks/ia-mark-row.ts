import type { IaMark } from '@aula/contract/ia-marks';
import { concernWindow } from './concern-window.ts';

export interface IaMarkSource {
  iaid: string;
  name: string;
  marks: number;
  maxMarks: number;
  concern: 'raised' | 'none' | null;
  visibleAt: Date;
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
    visibleAt: row.visibleAt.toISOString(),
    windowClosesAt: window.closesAt.toISOString(),
    windowOpen: window.open,
  };
}
