/**
 * Meeting notes and the agenda are rich text (spec 2.7, 3; decision 14): sanitized on write with an allow-list so stored
 * HTML can never run script (docs/decisions/0001-stack.md "HTML notes"; promise 3). The mail module reuses it.
 */
import sanitizeHtml from 'sanitize-html';
import { agendaHtml, hasMarkup } from '@/shared/domain/rich-text';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: 'noopener noreferrer',
        target: '_blank',
      },
    }),
  },
};

/**
 * Returns `html` reduced to the allow-list: p, br, b, strong, i, em, u, ul, ol, li and
 * a[href] with an http, https or mailto address (links get rel="noopener noreferrer" and
 * target="_blank"). Script, style and every other tag or attribute are dropped; `null`,
 * `undefined` and text that sanitizes to nothing visible give `null`.
 */
export function sanitizeNotes(html: string | null | undefined): string | null {
  if (html == null) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean.length > 0 ? clean : null;
}

/**
 * The agenda as stored (spec 2.7, decision 14). Rich text (it holds a tag, e.g. the editor's
 * `<p>…</p>`) is reduced by `sanitizeNotes`; should nothing but text remain, it is wrapped in
 * `<p>` so it still reads as rich text. Plain text (no tag: agendas from before the editor, API
 * clients) is stored trimmed as typed and shown as plain text with its line breaks (`agendaSafeHtml`).
 * Blank and `null` give `null`; `undefined` ("not sent" in a PATCH) stays `undefined`.
 */
export function sanitizeAgenda(value: string | null): string | null;
export function sanitizeAgenda(value: string | null | undefined): string | null | undefined;
export function sanitizeAgenda(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const text = value?.trim();
  if (!text) return null;
  if (!hasMarkup(text)) return text;
  const clean = sanitizeNotes(text);
  if (clean == null) return null;
  return hasMarkup(clean) ? clean : `<p>${clean}</p>`;
}

/**
 * The agenda as safe HTML for a mail or for `htmlToText` (decision 14): rich text sanitized by
 * `sanitizeNotes`, plain text escaped into one `<p>`, its lines joined by `<br>`. `null` when there is none.
 */
export function agendaSafeHtml(value: string | null | undefined): string | null {
  return sanitizeNotes(agendaHtml(value));
}

const NO_TAGS: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
};
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * Plain text (talking points, template points, feedback comments) with every tag removed by
 * the same sanitizer: what is stored can never become markup (promise 3). Text that is not
 * markup stays as typed (`a < b & c` is kept); escaped markup (`&lt;script&gt;`) is removed too,
 * since the result is sanitized until it no longer changes.
 */
export function sanitizePlainText(text: string): string {
  let current = text;
  for (let round = 0; round < 5; round += 1) {
    const next = sanitizeHtml(current, NO_TAGS).replace(
      /&(amp|lt|gt|quot);/g,
      (entity) => ENTITIES[entity]!,
    );
    if (next === current) break;
    current = next;
  }
  return current.trim();
}
