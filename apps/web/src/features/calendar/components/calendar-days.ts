/*
 * Calendar arithmetic on whole days written YYYY-MM-DD, done in UTC so that the browser's own time zone
 * never shifts a day. "Today" is the university's day, in its organisation's time zone
 * (lib/university-time.ts).
 */

/** A month: its year and its month number, 1 to 12. */
export interface Month {
  year: number;
  month: number;
}

export function monthOf(day: string): Month {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

export function addMonths({ year, month }: Month, count: number): Month {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

function utcDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The UTC midnight of a YYYY-MM-DD day, for formatting it with `timeZone: 'UTC'`. */
export function dateOfDay(day: string): Date {
  return utcDate(Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10)));
}

export interface GridDay {
  day: string;
  /** False for the days of the previous and next months that fill the first and last weeks. */
  inMonth: boolean;
}

/**
 * The weeks of a month as rows of seven days, starting on `weekStart` (0 Sunday, 1 Monday), with the
 * neighbouring months' days filling the first and last rows.
 */
export function monthWeeks({ year, month }: Month, weekStart: number): GridDay[][] {
  const first = utcDate(year, month, 1);
  const lead = (first.getUTCDay() - weekStart + 7) % 7;
  const daysInMonth = utcDate(year, month + 1, 0).getUTCDate();
  const rows = Math.ceil((lead + daysInMonth) / 7);
  const weeks: GridDay[][] = [];
  for (let row = 0; row < rows; row += 1) {
    const week: GridDay[] = [];
    for (let column = 0; column < 7; column += 1) {
      const date = utcDate(year, month, 1 - lead + row * 7 + column);
      week.push({ day: isoDay(date), inMonth: date.getUTCMonth() === month - 1 });
    }
    weeks.push(week);
  }
  return weeks;
}

/** The first day of the week where `language` is spoken: Monday in French, Sunday in English. */
export function weekStartOf(language: string): number {
  return language.startsWith('fr') ? 1 : 0;
}
