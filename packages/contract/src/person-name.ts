import { z } from 'zod';
import { Line } from './common.ts';

/** Longest name (given or family) a person may give: room for long real names, none for a paragraph. */
export const personNameMax = 80;

/** What a refused name is told, by the form and by the server. */
export const personNameMessage = `A name may hold only letters, spaces and the punctuation names use (. , ' ‐ ’), up to ${personNameMax} characters.`;

/*
 * A name is letters (any script) and combining marks, single spaces, and the punctuation real names
 * use: full stop (Jr.), comma (King, Jr.), apostrophes (O'Brien, N’Diaye), hyphens (Smith-Jones) and
 * the middle dot (Paul·la). It starts with a letter, and a letter carries at most four combining marks
 * (Vietnamese and Indic scripts use up to three), so no name is a stack of accents drawn over the
 * certificate's other lines. The zero-width joiner and non-joiner are kept between two letters, where
 * Persian and Indic names need them, and nowhere else. Nothing else: no digit, no markup (< > & ")
 * and no invisible character (zero-width spaces, format characters), so what a certificate prints is
 * what a reader sees.
 */
const letter = String.raw`\p{L}\p{M}{0,4}`;
const joiner = String.raw`(?<=[\p{L}\p{M}])[\u200C\u200D](?=\p{L})`;
const punctuation = String.raw`[ .,'\u2019\u2018\u02BC\-\u2010\u2011\u00B7]`;
const namePattern = new RegExp(`^${letter}(?:${letter}|${joiner}|${punctuation})*$`, 'u');

/** Whether `name` (trimmed, spaces collapsed, NFC) is a name by the rule above. */
export function isPersonName(name: string): boolean {
  return namePattern.test(name) && !/ {2}/.test(name);
}

/** The name as it is kept: composed (NFC), trimmed, runs of spaces made one. */
export function normalisePersonName(name: string): string {
  return name.normalize('NFC').trim().replace(/ +/g, ' ');
}

/**
 * A person's name in a request: one line (no control character) read as `normalisePersonName` keeps
 * it, then refused with `emptyMessage` when blank and with `personNameMessage` when it is not a name.
 * `optional` lets a blank one through (a family name the learner leaves empty).
 */
export function personName(emptyMessage: string, { optional = false } = {}) {
  return Line.transform(normalisePersonName).pipe(
    z
      .string()
      .refine((name) => optional || name !== '', emptyMessage)
      .refine((name) => name === '' || name.length <= personNameMax, personNameMessage)
      .refine((name) => name === '' || isPersonName(name), personNameMessage),
  );
}
