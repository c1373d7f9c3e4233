/**
 * Text made safe inside HTML or XML, in element content and in quoted attributes: the five characters
 * that could end either become numeric character references, which HTML, SVG and XML all read.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
