/**
 * Pure text edits of the notes editor (spec 2.7 "toolbar: bold, italic, underline as HTML tags,
 * bullet list, numbered list"). Each function takes the textarea's value and its selection
 * (character offsets, `start <= end`) and returns the new value plus the selection to restore.
 */

export interface TextEdit {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

export type InlineTag = 'b' | 'i' | 'u';

/**
 * Wraps the selection in `<tag>…</tag>`; with an empty selection inserts the empty pair and puts
 * the caret between the tags. The selection afterwards covers the wrapped text.
 */
export function wrapSelection(value: string, start: number, end: number, tag: InlineTag): TextEdit {
  const open = `<${tag}>`;
  const close = `</${tag}>`;
  const selected = value.slice(start, end);
  const next = value.slice(0, start) + open + selected + close + value.slice(end);
  return {
    value: next,
    selectionStart: start + open.length,
    selectionEnd: start + open.length + selected.length,
  };
}

/**
 * Turns the selected lines into a list: `<ul>` (bullets) or `<ol>` (numbered), one `<li>` per
 * non-empty selected line. With an empty selection inserts a list with one empty item and puts
 * the caret inside it.
 */
export function insertList(value: string, start: number, end: number, ordered: boolean): TextEdit {
  const tag = ordered ? 'ol' : 'ul';
  const lines = value
    .slice(start, end)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  const before = value.slice(0, start);
  const after = value.slice(end);
  if (lines.length === 0) {
    const head = `<${tag}>\n  <li>`;
    const inserted = `${head}</li>\n</${tag}>`;
    const caret = start + head.length;
    return { value: before + inserted + after, selectionStart: caret, selectionEnd: caret };
  }
  const inserted = `<${tag}>\n${lines.map((l) => `  <li>${l}</li>`).join('\n')}\n</${tag}>`;
  return {
    value: before + inserted + after,
    selectionStart: start,
    selectionEnd: start + inserted.length,
  };
}
