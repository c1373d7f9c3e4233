import { type UniversityTime, universityTimeIn } from './university-time.ts';

/** A YYYY-MM-DD day is written as it is: its UTC midnight, read in UTC, never shifts a day. */
const asWritten = universityTimeIn('UTC');

/**
 * The moment or day a program date stands for: a number (or numeric text) of 10 digits is seconds
 * since 1970 and any other number milliseconds (spec 2 §2), both read on the university's calendar
 * (`zone`); YYYY-MM-DD text is a calendar day already.
 */
function toDate(
  value: string | number,
  zone: UniversityTime,
): { date: Date; zone: UniversityTime } | undefined {
  const text = String(value).trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return { date: new Date(`${text}T00:00:00Z`), zone: asWritten };
  if (/^\d+$/.test(text)) {
    const number = Number(text);
    return { date: new Date(text.length === 10 ? number * 1000 : number), zone };
  }
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : { date, zone };
}

/**
 * A program date as DD MMM YYYY (spec 2 §9): "01 Jul 2026" in English, "01 juil. 2026" in French.
 * Text that is no date is shown as it is.
 */
export function formatProgramDate(value: string | number, language: string, zone: UniversityTime): string {
  const parsed = toDate(value, zone);
  if (!parsed || Number.isNaN(parsed.date.getTime())) return String(value);
  // en-US abbreviates every month in three letters (en-GB writes "Sept").
  const locale = language.startsWith('en') ? 'en-US' : language;
  const part = parsed.zone.parts(parsed.date, locale, { day: '2-digit', month: 'short', year: 'numeric' });
  return `${part('day')} ${part('month')} ${part('year')}`;
}
