/**
 * Text hygiene for e-mail (promise 3 and 14): one-line header values without control
 * characters, sanitized HTML bodies, HTML escaping for templates and tag stripping for the
 * plain-text versions.
 */
import sanitizeHtml from 'sanitize-html';

/** Longest subject or display name written to a header, in characters. */
export const MAX_HEADER_LENGTH = 300;

// C0 controls (CR, LF, TAB, NUL…), DEL, C1 controls and the Unicode line/paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * A value safe for one header line (subject, display name): every run of control characters
 * (CR, LF, TAB…) becomes one space, spaces collapse, the ends are trimmed and the result is cut
 * to `max` characters (default 300, by code point so no surrogate pair is split).
 */
export function cleanHeaderText(value: string, max = MAX_HEADER_LENGTH): string {
  const oneLine = value.replace(CONTROL_CHARS, ' ').replace(/ {2,}/g, ' ').trim();
  const chars = Array.from(oneLine);
  return chars.length > max ? chars.slice(0, max).join('').trimEnd() : oneLine;
}

/** Multi-line plain text without control characters other than LF (CRLF and CR become LF). */
export function cleanMultilineText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '')
  );
}

/** Escapes `& < > " '` for use in HTML text and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const EMAIL_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'h1',
    'h2',
    'h3',
    'table',
    'thead',
    'tbody',
    'tr',
    'td',
    'th',
    'div',
    'span',
  ],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Drop the text inside these too, not only the tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe'],
  transformTags: {
    a: (tagName, attribs) => {
      const safe: Record<string, string> = {};
      if (attribs.href) Object.assign(safe, { href: attribs.href, rel: 'noopener noreferrer' });
      return { tagName, attribs: safe };
    },
  },
};

/**
 * HTML of an e-mail body reduced to a safe allow-list (p, br, b, strong, i, em, u, ul, ol, li,
 * h1-h3, table parts, div, span, and a[href] with http/https/mailto only). No style, script,
 * event handler or other attribute survives.
 */
export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, EMAIL_HTML_OPTIONS);
}

/**
 * Plain text of an HTML fragment (already sanitized notes): block ends and `<br>` become line
 * breaks, list items get a bullet, tags are removed and entities decoded.
 */
export function htmlToText(html: string): string {
  const marked = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '\n• ')
    .replace(/<\/(p|div|h[1-6]|ul|ol|tr|table)>/gi, '\n');
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}
