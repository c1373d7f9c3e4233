const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The preview's description: the plain text as the server will keep it, escaped paragraphs with line breaks. */
export function previewDescriptionHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map(
      (paragraph) =>
        `<p>${paragraph.replace(/[&<>"']/g, (character) => entities[character] ?? character).replace(/\r?\n/g, '<br />')}</p>`,
    )
    .join('');
}
