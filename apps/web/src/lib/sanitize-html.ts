import DOMPurify from 'dompurify';

// Rich text authored by staff, made safe to insert: scripts, event handlers, frames and forms go;
// links that open a new tab get `rel="noopener noreferrer"`. Import this only where HTML is shown,
// so DOMPurify loads with those screens and not with the landing page.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
  // An image its author gave no description is treated as decoration rather than read as a file name.
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    ADD_ATTR: ['target'],
  });
}
