import sanitize from 'sanitize-html';

/** Sites whose players may be embedded (announcements of type youtube or vimeo carry their iframe). */
const videoPlayerHosts = ['www.youtube.com', 'www.youtube-nocookie.com', 'youtube.com', 'player.vimeo.com'];

/**
 * Authored HTML as Aula stores it: ordinary formatting, headings, lists, tables, links and images stay;
 * scripts, styles, event handlers, forms and javascript: (or any non-web) addresses go. The web app
 * sanitises again before display.
 */
const richOptions: sanitize.IOptions = {
  allowedTags: [
    ...sanitize.defaults.allowedTags,
    'img',
    'h1',
    'h2',
    'figure',
    'figcaption',
    'u',
    's',
    'sub',
    'sup',
    'span',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'frameborder'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: videoPlayerHosts,
  // A frame whose address was refused would be an empty box: drop it whole.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  transformTags: {
    // A link that opens elsewhere must not hand that page a handle on the portal's window.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

/** Inline formatting only, for titles that may hold a little HTML (a program's pname). */
const inlineOptions: sanitize.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'u', 'sub', 'sup', 'br', 'span'],
  allowedAttributes: {},
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, richOptions);
}

export function sanitizeInlineHtml(html: string): string {
  return sanitize(html, inlineOptions);
}
