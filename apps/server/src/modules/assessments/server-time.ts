import { type getServerTime, serverTimeDelayMs } from '@aula/contract/assessments';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';

/** The quiz view's countdown: the one clock and nothing else (no table beyond the session). */
export function serverTime(clock: Clock): z.output<(typeof getServerTime)['response']> {
  return { itime: clock.now().getTime(), delay: serverTimeDelayMs };
}
