import { staffMessages } from '@aula/contract/staff-messages';
import { AppError } from '../../platform/app-error.ts';
import type { UniversityTime } from '../../platform/university-time.ts';

/**
 * A report's date range as instants (ISO 8601, as statement parameters both drivers take): from the
 * first moment of `from` to the last of `to`, at the university.
 */
export interface Range {
  from: string | null;
  to: string | null;
}

/** A filter's days (YYYY-MM-DD, both included). */
export interface DayRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** A range that ends before it starts is refused. */
export function checkDays({ from, to }: DayRange): void {
  if (from && to && from > to) {
    throw new AppError('VALIDATION_FAILED', staffMessages.endsBeforeStart, {
      to: 'before from',
    });
  }
}

/** The days of a filter read in the university's time zone (checked by checkDays). */
export function rangeOf(time: UniversityTime, { from, to }: DayRange): Range {
  checkDays({ from, to });
  return {
    from: from ? time.dayStart(from).toISOString() : null,
    to: to ? time.dayEnd(to).toISOString() : null,
  };
}
