/**
 * Snippets of search results (docs/decisions/0033-search.md): PostgreSQL's `ts_headline` marks
 * the matched words of a plain text with two control characters that are not HTML; the text is
 * then HTML-escaped whole and only those marks become `<mark>` and `</mark>`, so whatever the
 * text holds (`<script>`, `&lt;`, quotes) comes back inert.
 */
import { sql } from 'drizzle-orm';
import { MARK_CLOSE, MARK_OPEN } from '@/shared/schemas/search';
import type { DbOrTx } from '../../db/client';

const START = '\u0002';
const STOP = '\u0003';
/**
 * What a `<` is while PostgreSQL reads a text: a blank, so that text looking like a tag
 * (`<script>…`) is read as its words, as the search vectors' triggers read it (migration 0047).
 */
const LT = '\u0004';
/** The longest text handed to ts_headline, in characters (its cost follows the length). */
const TEXT_MAX = 20_000;
const OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=16, MinWords=6, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/** A text to find a snippet in. */
export interface SnippetText {
  text: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * `headline` (ts_headline's output with the START / STOP marks) as a snippet: whitespace runs
 * made one space, `<` back from its stand-in, every character HTML-escaped, the marks made
 * `<mark>` / `</mark>`. Pure.
 */
export function markSnippet(headline: string): string {
  return headline
    .replaceAll(LT, '<')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[&<>"']/g, (c) => ESCAPES[c]!)
    .replaceAll(START, MARK_OPEN)
    .replaceAll(STOP, MARK_CLOSE);
}

/**
 * The snippet of each of `texts` where it matches `tsquery` (text of a tsquery) in the text
 * search configuration `config`, null where it does not; one statement for all of them. The
 * texts are parameters of it, never stored (private notes are among them, decrypted).
 * @throws only database errors.
 */
export async function headlines(
  db: DbOrTx,
  config: string,
  tsquery: string,
  texts: readonly SnippetText[],
): Promise<(string | null)[]> {
  if (texts.length === 0) return [];
  const bodies = texts.map((t) =>
    t.text
      .replaceAll(START, ' ')
      .replaceAll(STOP, ' ')
      .replaceAll(LT, ' ')
      .replaceAll('<', LT)
      .slice(0, TEXT_MAX),
  );
  const result = (await db.execute(sql`
    select t.i::int as i,
      case when to_tsvector(${config}::regconfig, t.body) @@ ${tsquery}::tsquery
        then ts_headline(${config}::regconfig, t.body, ${tsquery}::tsquery, ${OPTIONS}) end as h
    from unnest(${sql.param(bodies)}::text[]) with ordinality as t(body, i)`)) as unknown as {
    rows: { i: number; h: string | null }[];
  };
  const out: (string | null)[] = texts.map(() => null);
  for (const row of result.rows) {
    if (row.h !== null) out[Number(row.i) - 1] = markSnippet(row.h);
  }
  return out;
}
