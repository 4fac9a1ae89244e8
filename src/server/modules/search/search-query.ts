/**
 * The text of a search as PostgreSQL reads it (docs/decisions/0033-search.md): the whole of it
 * goes to `websearch_to_tsquery` ("quoted phrases", `or`, `-excluded`), and the last word, when
 * one is being typed, also matches as a prefix (`cadence_search_query`, migration 0047).
 */

/** `q` split for `cadence_search_query(cfg, rest, last)`; `last` is '' when no prefix applies. */
export interface SearchText {
  rest: string;
  last: string;
}

const WORD = /^[\p{L}\p{N}]{1,64}$/u;

/**
 * Splits off the last word of `q` for prefix matching: only a bare word of letters and digits
 * (at most 64) after a space or at the start, outside quotes, not excluded (`-word`) and not
 * the right side of an `or` (where an AND with the prefix would change the meaning). Anything
 * else keeps `q` whole with no prefix. Pure; never throws.
 * @example splitLastWord('march promo') → { rest: 'march', last: 'promo' }
 */
export function splitLastWord(q: string): SearchText {
  const text = q.trim();
  const quotes = (text.match(/"/g) ?? []).length;
  if (quotes % 2 === 1) return { rest: text, last: '' };
  const space = text.search(/\s\S*$/u);
  const last = space === -1 ? text : text.slice(space + 1);
  if (!WORD.test(last) || last.toLowerCase() === 'or') return { rest: text, last: '' };
  const rest = space === -1 ? '' : text.slice(0, space).trimEnd();
  const before = rest.split(/\s+/u).pop() ?? '';
  if (before.toLowerCase() === 'or') return { rest: text, last: '' };
  return { rest, last };
}
