/**
 * How rich text (notes and agendas, docs/decisions/0014-notes-editor.md; e-mail bodies) becomes
 * plain text, as options of the `html-to-text` library, so the server (an e-mail's text part,
 * the calendar DESCRIPTION of RFC 5545) and the client (a meeting's export, spec 2.17) write the
 * same text: paragraphs and headings become blocks separated by a blank line, `<br>` a line
 * break, list items `- item`, a link its text followed by ` [href]` unless the text is the
 * address; headings keep their case, images are left out, entities are decoded, lines are never
 * wrapped. Data only: each side compiles it with the library (`compile(PLAIN_TEXT_OPTIONS)`).
 */
import type { HtmlToTextOptions } from 'html-to-text';

const heading = { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 1 };

export const PLAIN_TEXT_OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    { selector: 'ul', options: { itemPrefix: '- ' } },
    { selector: 'h1', options: heading },
    { selector: 'h2', options: heading },
    { selector: 'h3', options: heading },
    { selector: 'img', format: 'skip' },
  ],
};
