import { iaConcernWindowHours } from '@aula/contract/ia-marks';

const windowMs = iaConcernWindowHours * 60 * 60 * 1000;

export interface ConcernWindow {
  closesAt: Date;
  open: boolean;
}

/** The learner may answer marks from the moment they are visible until 48 hours later (end excluded). */
export function concernWindow(visibleAt: Date, now: Date): ConcernWindow {
  const closesAt = new Date(visibleAt.getTime() + windowMs);
  return { closesAt, open: now.getTime() >= visibleAt.getTime() && now.getTime() < closesAt.getTime() };
}
