/** A course video's day (YYYY-MM-DD) as DD-MM-YYYY (spec 2 §9); other text is shown as it is. */
export function formatVideoDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : day;
}
