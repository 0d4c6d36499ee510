import sanitize from 'sanitize-html';

/**
 * Rich text (service descriptions, FAQ answers, articles) is stored sanitised: whatever staff or
 * an import writes, only this safe subset reaches a browser.
 */
const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'code',
    'span',
    'small',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], th: ['scope'], td: ['colspan'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitize(html, options).trim();
}

/** Plain text from HTML: for meta descriptions and search. */
export function htmlToText(html: string): string {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
