/** Epoch values are moments; the university's days are in Indian time (the spec's Asia/Kolkata). */
const universityTimeZone = 'Asia/Kolkata';

/**
 * The moment or day a program date stands for: a number (or numeric text) of 10 digits is seconds
 * since 1970 and any other number milliseconds (spec 2 §2); YYYY-MM-DD text is a calendar day.
 */
function toDate(value: string | number): { date: Date; timeZone: string } | undefined {
  const text = String(value).trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return { date: new Date(`${text}T00:00:00Z`), timeZone: 'UTC' };
  if (/^\d+$/.test(text)) {
    const number = Number(text);
    return { date: new Date(text.length === 10 ? number * 1000 : number), timeZone: universityTimeZone };
  }
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : { date, timeZone: universityTimeZone };
}

/**
 * A program date as DD MMM YYYY (spec 2 §9): "01 Jul 2026" in English, "01 juil. 2026" in French.
 * Text that is no date is shown as it is.
 */
export function formatProgramDate(value: string | number, language: string): string {
  const parsed = toDate(value);
  if (!parsed || Number.isNaN(parsed.date.getTime())) return String(value);
  // en-US abbreviates every month in three letters (en-GB writes "Sept").
  const locale = language.startsWith('en') ? 'en-US' : language;
  const parts = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: parsed.timeZone,
  }).formatToParts(parsed.date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}
