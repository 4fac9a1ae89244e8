/**
 * Text hygiene for e-mail (promise 3 and 14): one-line header values without control
 * characters, sanitized HTML bodies, HTML escaping for templates, and the plain-text version of
 * each body derived from its HTML by `html-to-text`.
 */
import { compile } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';
import { PLAIN_TEXT_OPTIONS } from '@/shared/domain/rich-text-plain';

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

/** One e-mail body in its two forms (RFC 2046 multipart/alternative). */
export interface MailBody {
  text: string;
  html: string;
}

/**
 * The plain-text twin of an HTML e-mail body, by the `html-to-text` library with the project's
 * rich-text options (`PLAIN_TEXT_OPTIONS`, src/shared/domain/rich-text-plain.ts: paragraphs and
 * headings become blocks separated by a blank line, `<br>` a line break, list items `- item`,
 * a link its text followed by ` [href]` unless the text is the address). Headings keep their
 * case. Entities are decoded; no tag survives.
 */
export const htmlToText: (html: string) => string = compile(PLAIN_TEXT_OPTIONS);

/**
 * One template, two forms: the body is written once as HTML; the HTML part is that HTML reduced
 * to the e-mail allow-list (`sanitizeEmailHtml`) and the text part is derived from it
 * (`htmlToText`), so both always say the same.
 */
export function mailBody(html: string): MailBody {
  const safe = sanitizeEmailHtml(html);
  return {
    html: safe,
    text: `${htmlToText(safe)}
`,
  };
}
