import { escapeHtml } from '../../platform/escape-html.ts';
import { htmlToText } from '../../platform/html-text.ts';
import { sanitizeHtml } from '../content/index.ts';

/**
 * A staff member's plain-text description as the HTML learners are given: paragraphs at blank lines,
 * line breaks kept, every character escaped, then through the content sanitiser like bundle HTML.
 */
export function descriptionHtml(text: string): string {
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  return sanitizeHtml(
    paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br />')}</p>`).join(''),
  );
}

/** A stored description as plain text for editing: paragraphs by blank lines, breaks by newlines. */
export function descriptionText(html: string): string {
  return html
    .split(/<\/p>|<\/div>|<\/li>/i)
    .map((block) =>
      block
        .split(/<br\s*\/?>/i)
        .map((line) => htmlToText(line))
        .join('\n')
        .trim(),
    )
    .filter((block) => block !== '')
    .join('\n\n');
}

/** The notification's message: the description's first words as text, or its title when it has none. */
export function notificationMessage(title: string, html: string): string {
  const text = htmlToText(html);
  if (text === '') return title;
  return text.length > 280 ? `${text.slice(0, 279)}…` : text;
}
