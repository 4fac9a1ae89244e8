/**
 * Browser-side sanitizer for rich-text notes and e-mail HTML before they are shown
 * (docs/security/promises.md promise 3), with DOMPurify. The notes profile keeps only p, br, b,
 * strong, i, em, u, ul, ol, li and a[href] with an http, https or mailto address; the e-mail
 * profile adds the table elements of the server's mail templates. Every other attribute is
 * dropped, links open in a new tab without an opener. The server sanitizes on write as well;
 * this is the second line of defence.
 */
import DOMPurify from 'dompurify';
import { agendaHtml } from '@/shared/domain/rich-text';

const NOTES_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a'];
const PROFILES = {
  notes: NOTES_TAGS,
  email: [...NOTES_TAGS, 'table', 'tbody', 'tr', 'th', 'td'],
} as const;

let hooked = false;
function purifier(): typeof DOMPurify {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('rel', 'noopener noreferrer nofollow');
        node.setAttribute('target', '_blank');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

/**
 * Returns `html` reduced to the allow-list of `profile` ('notes' by default, 'email' for the
 * server-rendered invitations); `''` for empty input. Browser only.
 */
export function sanitizeRichText(
  html: string | null | undefined,
  profile: keyof typeof PROFILES = 'notes',
): string {
  if (!html) return '';
  return purifier().sanitize(html, {
    ALLOWED_TAGS: [...PROFILES[profile]],
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}

/**
 * The agenda as safe HTML for a `.rich-text` element (spec 2.7, decision 14): rich text is
 * sanitized with the notes profile; a plain-text agenda written before the editor (no tags) is
 * escaped into one paragraph, its lines joined by `<br>`, so its line breaks survive. `''` when there is none.
 */
export function agendaRichHtml(agenda: string | null | undefined): string {
  return sanitizeRichText(agendaHtml(agenda));
}
