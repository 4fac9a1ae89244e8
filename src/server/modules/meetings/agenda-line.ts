/**
 * An agenda as one short line of plain text (the member performance page's recent 1:1s,
 * spec 2.12: "the first 50 characters of the agenda"). The agenda is rich text or, written
 * before decision 14 or by an API client, plain text (docs/decisions/0014-notes-editor.md):
 * `agendaSafeHtml` gives both as safe HTML, and the `html-to-text` library reads it (entities
 * decoded, no tag left, links without their address, list items without a marker, images
 * skipped). Whitespace then collapses to single spaces, so paragraphs and items join with one
 * space. The client reads rich text the same way with the browser's parser
 * (src/client/lib/rich-text-line.ts).
 */
import { compile } from 'html-to-text';
import { agendaSafeHtml } from './sanitize-notes';

const toText = compile({
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'ul', options: { itemPrefix: ' ' } },
    ...(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((selector) => ({
      selector,
      options: { uppercase: false },
    })),
  ],
});

/**
 * The first `chars` characters (Unicode code points) of `agenda` as one line of plain text;
 * `''` when it has none.
 */
export function agendaLine(agenda: string | null | undefined, chars: number): string {
  const html = agendaSafeHtml(agenda);
  if (!html) return '';
  const line = toText(html).replace(/\s+/g, ' ').trim();
  return Array.from(line).slice(0, chars).join('');
}
