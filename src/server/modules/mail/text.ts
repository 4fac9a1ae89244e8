/**
 * Text hygiene for e-mail (promise 3 and 14): one-line header values without control
 * characters, sanitized HTML bodies (the second line of defence behind the components, which
 * escape every value: docs/decisions/0035-mail-components.md), the plain-text version of each
 * body derived from its HTML (React Email's `toPlainText`, `html-to-text` underneath), and user
 * text that mail apps cannot turn into links (`defangLinks`).
 */
import { toPlainText } from '@react-email/render';
import { compile, type HtmlToTextOptions } from 'html-to-text';
import { find as findLinks } from 'linkifyjs';
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

// A whitespace-delimited word holding `://` or `www.` (any case): a web address, even one that
// linkifyjs would not recognise (an unknown scheme or top-level domain).
const WEB_ADDRESS_WORD = /[^\s<>]*(?::\/\/|www\.)[^\s<>]*/gi;

/**
 * `text` with every web address and e-mail address defanged, so that no mail app, web mail or
 * plain-text reader turns it into a link (promise 3; red team 2, finding 4): inside each address
 * found by linkifyjs (scheme URLs, bare domains of a known top-level domain, e-mail addresses)
 * and inside each word holding `://` or `www.`, every `.` becomes `[.]`, `:` becomes `[:]` and
 * `@` becomes `[@]` ("https[:]//phish[.]example/reset"), the usual notation for an address
 * shown but not followed. Other text is unchanged ("J.R.R. Tolkien", "09:00", "4.5").
 * Works on plain text and on HTML-escaped text alike (entities hold none of `.`, `:`, `@`).
 */
export function defangLinks(text: string): string {
  const inAddress = new Array<boolean>(text.length).fill(false);
  const mark = (start: number, end: number) => inAddress.fill(true, start, end);
  for (const link of findLinks(text)) mark(link.start, link.end);
  for (const word of text.matchAll(WEB_ADDRESS_WORD)) {
    mark(word.index, word.index + word[0].length);
  }
  if (!inAddress.includes(true)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    out += inAddress[i] && (ch === '.' || ch === ':' || ch === '@') ? `[${ch}]` : ch;
  }
  return out;
}

/**
 * Sanitized e-mail HTML (`sanitizeEmailHtml`'s output: every `<` of text escaped) with
 * `defangLinks` applied to each text run outside `<a>` elements. The links Cadence writes
 * itself (APP_URL pages, the meeting's video link) are `<a>` elements and stay as they are;
 * every other address in a mail, which can only come from user text (names, titles, agendas,
 * talking points, notes), is shown but not linkable.
 */
function defangTextOutsideLinks(safeHtml: string): string {
  let anchorDepth = 0;
  return safeHtml.replace(/(<[^>]*>)|([^<]+)/g, (_, tag: string | undefined, text: string) => {
    if (tag) {
      if (/^<a[\s>]/i.test(tag)) anchorDepth += 1;
      else if (/^<\/a\s*>/i.test(tag)) anchorDepth = Math.max(0, anchorDepth - 1);
      return tag;
    }
    return anchorDepth > 0 ? text : defangLinks(text);
  });
}

/**
 * `PLAIN_TEXT_OPTIONS` for React Email's `toPlainText`, whose own `a` rule (no brackets) is
 * merged before ours: a link keeps its ` [href]`.
 */
const MAIL_TEXT_OPTIONS: HtmlToTextOptions = {
  ...PLAIN_TEXT_OPTIONS,
  selectors: [
    { selector: 'a', options: { linkBrackets: ['[', ']'] } },
    ...(PLAIN_TEXT_OPTIONS.selectors ?? []),
  ],
};

/**
 * One source, two forms: `html` (a component's render, or any HTML) reduced to the e-mail
 * allow-list (`sanitizeEmailHtml`: the document's `<html>`, `<head>` and inline styles go),
 * with every address outside the mail's own links defanged (`defangLinks`), is the HTML part;
 * the text part is derived from it (`toPlainText` with the project's options), so both always
 * say the same and neither carries a linkable address written by a user.
 */
export function mailBody(html: string): MailBody {
  const safe = defangTextOutsideLinks(sanitizeEmailHtml(html));
  return {
    html: safe,
    text: `${toPlainText(safe, MAIL_TEXT_OPTIONS)}
`,
  };
}
