import type { getServerTime } from '@aula/contract/assessments';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { PollPace } from './poll-pace.ts';
import type { PollExtras } from './server-time-access.ts';

/**
 * The quiz view's countdown: the one clock, when to ask again (the server's pace, poll-pace.ts), and
 * the learner's end of the assessment the poll named as its access decision holds it (no table beyond
 * the session and that decision's cache).
 */
export function serverTime(
  clock: Clock,
  pace: PollPace,
  extras: PollExtras = {},
): z.output<(typeof getServerTime)['response']> {
  return { itime: clock.now().getTime(), delay: pace.delayMs(), ...extras };
}
