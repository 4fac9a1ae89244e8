/**
 * One line of plain text from rich text (an agenda or notes: HTML of the notes allow-list,
 * docs/decisions/0014-notes-editor.md, or plain text written before it), for a title or a
 * one-line preview. The browser's own HTML parser reads it (`DOMParser`: an inert document, in
 * which nothing runs or loads), so every entity and any markup is read as a browser reads it;
 * the text of each node is joined by a space (a paragraph or list item never runs into the
 * next) and whitespace collapses. Not a sanitizer: React escapes the line when it shows it;
 * never put it into HTML.
 */
export function richTextToLine(value: string | null | undefined): string {
  if (!value) return '';
  const document = new DOMParser().parseFromString(value, 'text/html');
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    parts.push(node.nodeValue ?? '');
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
