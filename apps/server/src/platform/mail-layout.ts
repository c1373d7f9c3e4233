import { escapeHtml } from './escape-html.ts';

/** What one mail says, in plain text and in HTML (every mail client shows one of the two). */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * The HTML of a mail from the organisation: its name as the heading, then the paragraphs, which the
 * caller has already escaped (or built from escaped text).
 */
export function mailLayout(organisation: string, paragraphs: readonly string[]): string {
  const body = paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${paragraph}</p>`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(organisation)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 24px">${escapeHtml(organisation)}</h1>
${body}
</body></html>`;
}

/** Text typed on several lines, escaped for a mail's HTML with its line breaks kept. */
export function escapedLines(text: string): string {
  return escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>');
}
