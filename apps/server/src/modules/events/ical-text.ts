/*
 * The two rules of RFC 5545 text that calendar apps are strict about: TEXT values escape backslash,
 * semicolon, comma and line breaks (§3.3.11), and content lines longer than 75 octets are folded with
 * CRLF and one space (§3.1), never inside a multi-octet UTF-8 character.
 */

const MAX_OCTETS = 75;

/** A TEXT property value: escaped, with line breaks as \n and other control characters dropped. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters TEXT may not hold.
      .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '')
  );
}

/** One content line, folded so that no physical line passes 75 octets; lines are joined with CRLF. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      // A continuation line starts with one space, which counts towards its 75 octets.
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}
