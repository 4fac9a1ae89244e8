/**
 * A search snippet (docs/decisions/0033-search.md): plain text, HTML-escaped by the server, with
 * the matched words between `<mark>` and `</mark>`. It is split on those two marks and each
 * piece rendered as text (the five escapes the server writes decoded), the marked pieces in a
 * `<mark>` element: nothing in it is ever read as HTML.
 */
import { MARK_CLOSE, MARK_OPEN } from '@/shared/schemas/search';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The text of an escaped piece of a snippet. */
export const unescapeSnippet = (piece: string) =>
  piece.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);

/** Pieces of `snippet`: `[text, marked]` in order. Pure. */
export function snippetPieces(snippet: string): [string, boolean][] {
  const out: [string, boolean][] = [];
  for (const part of snippet.split(MARK_OPEN)) {
    const close = part.indexOf(MARK_CLOSE);
    if (close === -1) {
      if (part) out.push([unescapeSnippet(part), false]);
      continue;
    }
    out.push([unescapeSnippet(part.slice(0, close)), true]);
    const rest = part.slice(close + MARK_CLOSE.length).replaceAll(MARK_CLOSE, '');
    if (rest) out.push([unescapeSnippet(rest), false]);
  }
  return out;
}

export function Snippet({ snippet }: { snippet: string }) {
  return (
    <>
      {snippetPieces(snippet).map(([text, marked], i) =>
        marked ? (
          <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-slate-900">
            {text}
          </mark>
        ) : (
          <span key={i}>{text}</span>
        ),
      )}
    </>
  );
}
