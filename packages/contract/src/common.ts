import { z } from 'zod';

/** Limits that keep any single field from carrying a flood of data. */
export const limits = {
  id: 64,
  name: 200,
  email: 254,
  shortText: 500,
  longText: 20_000,
  html: 200_000,
  listItems: 500,
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const withoutControlCharacters = /^[^\u0000-\u001f\u007f-\u009f\u2028-\u202e\u2066-\u2069]*$/;
const withoutControlCharactersButLineBreaks =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]*$/;

/**
 * Text on one line: names, e-mail addresses, usernames, codes, passwords. It may hold no control
 * character at all (C0, DEL, C1): a NUL cannot be stored by PostgreSQL, and a line break or an escape
 * in a name would forge lines in a mail or a log. Nor the Unicode line and paragraph separators, nor the
 * bidirectional embeddings, overrides and isolates, which would let a name on a certificate read
 * backwards (right-to-left scripts need none of them). Every string of a request body is `Line`,
 * `Paragraphs`, an `Id` or an enum; the contract's own test walks every operation to keep it so.
 */
export const Line = z.string().regex(withoutControlCharacters, 'may not hold control characters');

/**
 * Text of several lines that a learner types (a message, a written answer): tab, line feed and carriage
 * return are allowed (and the Unicode separators), no other control character and no bidirectional
 * override.
 */
export const Paragraphs = z
  .string()
  .regex(
    withoutControlCharactersButLineBreaks,
    'may not hold control characters other than tabs and line breaks',
  );

/** An identifier as the spec uses them (`oid`, `pid`, `bpid`, `tid`, ...): short printable text. */
export const Id = z
  .string()
  .min(1)
  .max(limits.id)
  .regex(/^[A-Za-z0-9._:@-]+$/, 'may hold only letters, digits and . _ : @ -');

export const Oid = Id.describe('organisation id');

/** The learner's username: their lowercased e-mail. */
export const Eid = Line.min(3).max(limits.email).describe('learner id (username)');

export const Email = z.string().trim().max(limits.email).email();

/** HTML authored by staff; the server stores it sanitised, the client sanitises again before display. */
export const Html = z.string().max(limits.html);
