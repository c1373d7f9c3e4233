import sanitize from 'sanitize-html';

/** The characters sanitize-html escapes in the text it keeps, and their entities. */
const kept: [RegExp, string][] = [
  [/&lt;/g, '<'],
  [/&gt;/g, '>'],
  [/&quot;/g, '"'],
  [/&amp;/g, '&'],
];

/**
 * The text of stored HTML (a programme's name), for places that show text only: staff tables, CSV,
 * mail. Tags are dropped, scripts and styles with their content, entities decoded; the caller still
 * renders the result as text (it may hold `<` again, as typed).
 */
export function htmlToText(html: string): string {
  const text = sanitize(html, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'title'],
  });
  return kept
    .reduce((value, [entity, character]) => value.replace(entity, character), text)
    .replace(/\s+/g, ' ')
    .trim();
}
