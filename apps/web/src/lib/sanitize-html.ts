import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';

// Rich text authored by staff, made safe to insert: scripts, event handlers, frames and forms go;
// links that open a new tab get `rel="noopener noreferrer"`. Import this only where HTML is shown,
// so DOMPurify loads with those screens and not with the landing page.
function configured(purifier: DOMPurify): DOMPurify {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // An image its author gave no description is treated as decoration rather than read as a file name.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
  return purifier;
}

// DOMPurify works on a DOM: the browser's, or the one the server's prerenderer gives it (jsdom).
let purifier = typeof window === 'undefined' ? undefined : configured(createDOMPurify(window));

/** Sanitises with the DOM of `window`: the server's prerenderer, which has no browser (prerender.tsx). */
export function sanitizeWithWindow(window: WindowLike): void {
  purifier = configured(createDOMPurify(window));
}

export function sanitizeHtml(html: string): string {
  if (!purifier) throw new Error('HTML cannot be sanitised without a DOM (see sanitizeWithWindow).');
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    ADD_ATTR: ['target'],
  });
}
