import Box, { type BoxProps } from '@mui/material/Box';
import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize-html.ts';

/** Staff-authored HTML, sanitised with DOMPurify before it reaches the page. */
export function SafeHtml({ html, ...boxProps }: { html: string } & Omit<BoxProps, 'children'>) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitised by DOMPurify just above.
  return <Box {...boxProps} dangerouslySetInnerHTML={{ __html: clean }} />;
}
