import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeInlineHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps ordinary formatting, lists, tables, links and images', () => {
    const html =
      '<h2>Outcomes</h2><p>Learn <strong>safety</strong> <em>first</em>.</p><ul><li>one</li></ul>' +
      '<table><thead><tr><th scope="col">Week</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>' +
      '<a href="https://example.org/guide">guide</a> <img src="/media/ADU/logo.svg" alt="logo">';
    expect(sanitizeHtml(html)).toBe(html.replace('alt="logo">', 'alt="logo" />'));
  });

  it('removes scripts, event handlers and javascript: addresses', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x.png" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">x</a><a href="JaVaScRiPt:alert(4)">y</a><style>p{}</style>' +
      '<iframe src="https://evil.example/x"></iframe><img src="data:image/png;base64,AAAA">';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript|style|evil|data:/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('keeps an embedded YouTube or Vimeo player but no other frame', () => {
    const youtube = '<iframe src="https://www.youtube.com/embed/abc" title="t" allowfullscreen></iframe>';
    expect(sanitizeHtml(youtube)).toContain('src="https://www.youtube.com/embed/abc"');
    expect(sanitizeHtml('<p>a</p><iframe src="http://player.vimeo.com/video/1"></iframe>')).toBe('<p>a</p>');
  });

  it('protects the portal from links that open a new window', () => {
    expect(sanitizeHtml('<a href="https://x.org" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});

describe('sanitizeInlineHtml', () => {
  it('keeps inline emphasis and drops everything else', () => {
    expect(sanitizeInlineHtml('MBA <b>Hospital</b> <a href="/x">Admin</a><img src=x onerror=alert(1)>')).toBe(
      'MBA <b>Hospital</b> Admin',
    );
  });
});
