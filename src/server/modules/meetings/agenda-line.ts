/**
 * An agenda as one short line of plain text, for a list's label (the member performance page's
 * recent 1:1s, spec 2.12: "the first 50 characters of the agenda"; Team Member Progress'
 * recent activity and Behind Schedule's overdue 1:1s). The agenda is rich text or, written
 * before decision 14 or by an API client, plain text (docs/decisions/0014-notes-editor.md;
 * `hasMarkup` tells which). Rich text is read by the `htmlparser2` library (the parser under
 * sanitize-html and html-to-text): its text, entities decoded, with a space for every tag so a
 * paragraph or list item never runs into the next; the contents of `script`, `style` and
 * `template` are left out. Plain text is kept as typed. Whitespace then collapses. The client
 * reads rich text the same way with the browser's parser (src/client/lib/rich-text-line.ts).
 * A streaming parse costs about 3 µs for a short agenda, against about 57 µs for sanitizing it
 * and converting it with html-to-text (docs/archive/performance-log.md, Scale "Eighth pass"): a page of
 * Team Member Progress labels 150 meetings.
 */
import { Parser } from 'htmlparser2';
import { LIST_LIMITS } from '@/shared/domain/constants';
import { hasMarkup } from '@/shared/domain/rich-text';

/** Elements whose contents are not text a reader sees. */
const HIDDEN = new Set(['script', 'style', 'template']);

/**
 * The text of `html`, a space wherever a tag opens or closes (so a paragraph or list item never
 * runs into the next; the parser hands a text in pieces, an entity being one of them).
 */
function textOf(html: string): string {
  let text = '';
  let hidden = 0;
  const parser = new Parser(
    {
      onopentagname: (name) => {
        text += ' ';
        if (HIDDEN.has(name)) hidden += 1;
      },
      onclosetag: (name) => {
        text += ' ';
        if (HIDDEN.has(name) && hidden > 0) hidden -= 1;
      },
      ontext: (piece) => {
        if (hidden === 0) text += piece;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text;
}

/**
 * The first `chars` characters (Unicode code points; by default the lists' 50,
 * `LIST_LIMITS.agendaPreviewChars`) of `agenda` as one line of plain text; `''` when it has none.
 */
export function agendaLine(
  agenda: string | null | undefined,
  chars: number = LIST_LIMITS.agendaPreviewChars,
): string {
  if (!agenda) return '';
  const text = hasMarkup(agenda) ? textOf(agenda) : agenda;
  const line = text.replace(/\s+/g, ' ').trim();
  return Array.from(line).slice(0, chars).join('');
}
