/**
 * The agenda is rich text like the notes (spec 2.7; docs/decisions/0014-notes-editor.md):
 * stored as HTML from the notes allow-list. Agendas written before it, and agendas sent by API
 * clients as plain text, hold no tags; they are read as plain text whose lines become
 * lines of one paragraph (decision 14, "Consequences"). Pure string functions, used by server and client.
 * Rich text as one line of plain text is read by an HTML parser: the browser's in the client
 * (src/client/lib/rich-text-line.ts), htmlparser2 on the server (modules/meetings/agenda-line.ts).
 */

// An opening or closing tag (`<p>`, `</b>`, `<br/>`), not `a < b`.
const TAG = /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i;

/** True when `value` holds at least one HTML tag (so it is rich text, not plain text). */
export function hasMarkup(value: string): boolean {
  return TAG.test(value);
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * The agenda as HTML: markup is returned unchanged (the caller sanitizes it); plain text is
 * escaped into one `<p>` whose lines (LF, CRLF or CR) are joined by `<br>`, so its line breaks
 * (blank lines too) survive. `null`, `undefined` and blank text give `''`.
 */
export function agendaHtml(value: string | null | undefined): string {
  const text = value?.trim();
  if (!text) return '';
  if (hasMarkup(text)) return text;
  return `<p>${text
    .split(/\r\n|\r|\n/)
    .map(escapeHtml)
    .join('<br>')}</p>`;
}
