/**
 * A CSV file (RFC 4180, CRLF line ends) from a header and rows of text. A cell a spreadsheet would
 * take for a formula (starting with = + - @, a tab or a carriage return) is neutralised with a leading
 * apostrophe: a learner's name is data, never something Excel runs.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows]
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n');
}

function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}
