import { escapeHtml } from '../../platform/escape-html.ts';

export interface MailboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

const urlPattern = /https?:\/\/[^\s<>"']+/g;

export function linksIn(text: string): string[] {
  return text.match(urlPattern) ?? [];
}

/** The text with each address made a link; everything else escaped. */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const url = match[0];
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

/**
 * The development mailbox: the outbox, newest first. Plain HTML with no script, so the portal's strict
 * Content-Security-Policy applies to it unchanged.
 */
export function renderMailbox(mails: MailboxEntry[]): string {
  const items = mails
    .map(
      (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)} &middot; <time datetime="${mail.createdAt.toISOString()}">${escapeHtml(mail.createdAt.toUTCString())}</time></p>
<pre>${linkify(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<style>
body{font-family:system-ui,sans-serif;max-width:760px;margin:0 auto;padding:24px;color:#1f2933}
article{border:1px solid #cbd2d9;border-radius:8px;padding:16px;margin:0 0 16px}
h2{font-size:18px;margin:0 0 4px}.meta{color:#52606d;margin:0 0 12px}
pre{white-space:pre-wrap;font:inherit;margin:0}
</style></head>
<body>
<h1>Development mailbox</h1>
<p>Mail the portal would have sent (no SMTP_URL is set). This page exists only outside production.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}
