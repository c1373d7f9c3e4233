// The browser's HTML parser, or the one the server's prerenderer gives it (jsdom, prerender.tsx).
let parser: DOMParser | undefined = typeof DOMParser === 'undefined' ? undefined : new DOMParser();

/** Parses with the DOM of `window`: the server's prerenderer, which has no browser. */
export function parseHtmlWithWindow(window: { DOMParser: typeof DOMParser }): void {
  parser = new window.DOMParser();
}

/**
 * The text of an HTML fragment, for places that show a label rather than rich text (menus, titles).
 * The fragment is parsed into an inert document (no scripts run, no images load), and only its
 * text comes out, so markup such as `<img onerror>` can do nothing and DOMPurify is not needed here.
 */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  if (!parser) throw new Error('HTML cannot be read without a DOM (see parseHtmlWithWindow).');
  const document = parser.parseFromString(html, 'text/html');
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
