/**
 * The text of an HTML fragment, for places that show a label rather than rich text (menus, titles).
 * The fragment is parsed into an inert document (no scripts run, no images load), and only its
 * text comes out, so markup such as `<img onerror>` can do nothing and DOMPurify is not needed here.
 */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  const document = new DOMParser().parseFromString(html, 'text/html');
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
