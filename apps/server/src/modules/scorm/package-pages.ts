/** Where the portal serves the cross-frame SCORM API that every page of a package loads (runtime-script.ts). */
export const runtimeScriptPath = '/scorm-runtime/api.js';

const tag = `<script src="${runtimeScriptPath}"></script>`;

/**
 * Adds the cross-frame SCORM API to a page of a package, before any script of its own, so that the SCO
 * finds `API` / `API_1484_11` in its own window: in its sandbox it cannot reach the player's (see the
 * ADR on the media boundary). Right after `<head>`, else after `<html>`, else first.
 */
export function withRuntimeScript(html: string): string {
  for (const opening of [/<head(\s[^>]*)?>/i, /<html(\s[^>]*)?>/i]) {
    const match = opening.exec(html);
    if (match) {
      const end = match.index + match[0].length;
      return `${html.slice(0, end)}${tag}${html.slice(end)}`;
    }
  }
  return `${tag}${html}`;
}
