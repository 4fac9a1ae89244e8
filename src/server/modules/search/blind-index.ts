/**
 * The blind index of private notes (promise 17, docs/decisions/0033-search.md): a note is
 * searchable by its author without its words being stored. Its text is turned into lexemes by
 * the organisation's text search configuration (the same words the shared fields index), and
 * each lexeme, and each of its first {@link PREFIX_MAX} prefixes, is stored only as a keyed HMAC
 * (HMAC-SHA256, RFC 2104, truncated to 96 bits) under `notesSearchKey` (outside the database)
 * and the author's id. Equal words in one author's notes give equal tokens; the same word of
 * two authors does not. A search rewrites its tsquery's lexemes into the same tokens and
 * matches them against `array_to_tsvector(search_tokens)`; phrases match as AND there, so each
 * candidate is checked again on its decrypted text (search.service.ts).
 */
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { decryptText } from '../../http/secrets';
import { htmlToText } from '../mail/text';
import { privateNoteAad } from '../private-notes/private-notes.service';

/** Prefix tokens are kept for a lexeme's first 1..PREFIX_MAX characters. */
export const PREFIX_MAX = 10;

/** The token of `lexeme` (`kind` w: the word, p: a prefix) for `authorId`: 16 base64url chars. */
export function blindToken(key: Buffer, authorId: number, kind: 'w' | 'p', lexeme: string): string {
  return createHmac('sha256', key)
    .update(`${authorId}\u0000${kind}\u0000${lexeme}`)
    .digest('base64url')
    .slice(0, 16);
}

/** The prefix a query's `word:*` looks up: at most PREFIX_MAX characters (a superset beyond). */
const prefixOf = (lexeme: string) => Array.from(lexeme).slice(0, PREFIX_MAX).join('');

/**
 * The tokens of a note: its sanitized `html` made plain text (html-to-text), read into lexemes
 * by organisation `organizationId`'s configuration in the database (the text is a parameter of
 * that statement, never stored), then each lexeme's word token and prefix tokens, and the
 * mark of an indexed note (a note without words is not `{}`), sorted, once.
 * @throws only database errors.
 */
export async function privateNoteTokens(
  db: DbOrTx,
  key: Buffer,
  organizationId: number,
  authorId: number,
  html: string,
): Promise<string[]> {
  const text = htmlToText(html);
  const result = (await db.execute(
    sql`select tsvector_to_array(to_tsvector(cadence_org_search_config(${organizationId}), ${text})) as lexemes`,
  )) as unknown as { rows: { lexemes: string[] | null }[] };
  const tokens = new Set<string>([indexedMark(key, authorId)]);
  for (const lexeme of result.rows[0]?.lexemes ?? []) {
    tokens.add(blindToken(key, authorId, 'w', lexeme));
    const chars = Array.from(lexeme);
    for (let n = 1; n <= Math.min(chars.length, PREFIX_MAX); n += 1) {
      tokens.add(blindToken(key, authorId, 'p', chars.slice(0, n).join('')));
    }
  }
  return [...tokens].sort();
}

/** A search's tsquery in blind tokens, for `search_tokens`. */
export interface BlindQuery {
  /** tsquery text over tokens, for `array_to_tsvector(search_tokens) @@ $::tsquery`. */
  tsquery: string;
  /** Tokens a matching note must hold at least one of (for the GIN index); null when unknown. */
  anyOf: string[] | null;
}

/**
 * Rewrites `tsqueryText` (a tsquery as PostgreSQL prints it: `'promot' & !'march' | 'next' <->
 * 'quarter'`, `'promo':*`) for `authorId`: each quoted lexeme becomes its token (a prefix, its
 * prefix token); the operators stay, a phrase's become AND. `anyOf` lists the tokens when the query has no `!`
 * (every match then holds one of them), else null. Pure.
 */
export function blindQuery(key: Buffer, authorId: number, tsqueryText: string): BlindQuery {
  const tokens: string[] = [];
  const tsquery = tsqueryText.replace(/'((?:[^'\\]|''|\\.)*)'(:\*)?/g, (_m, raw: string, star) => {
    const lexeme = raw.replace(/''/g, "'").replace(/\\(.)/g, '$1');
    const token = star
      ? blindToken(key, authorId, 'p', prefixOf(lexeme))
      : blindToken(key, authorId, 'w', lexeme);
    tokens.push(token);
    return `'${token}'`;
  });
  return {
    // The tokens hold no positions: a phrase (`<->`, `<2>`) is read as AND here.
    tsquery: tsquery.replace(/<(?:-|\d+)>/g, '&'),
    anyOf: tsqueryText.includes('!') ? null : [...new Set(tokens)],
  };
}

/** The token every indexed note holds, so an indexed note is never `{}` (not indexed yet). */
const indexedMark = (key: Buffer, authorId: number) => blindToken(key, authorId, 'w', '');

/**
 * Writes the blind index of the private notes that have none yet (`search_tokens = '{}'`: saved
 * before migration 0047), in batches of 200 by id; the clean-up of jobs.ts runs it. A note is
 * updated only if it is still the one read (a save meanwhile wrote its own tokens); one that
 * does not decrypt with this key is left as it is. Safe on several instances at once (each
 * writes the same tokens). Returns the number of notes indexed.
 * @throws only database errors.
 */
export async function indexPrivateNotes(db: DbOrTx, key: Buffer, notes: Buffer): Promise<number> {
  let after = 0;
  let indexed = 0;
  for (;;) {
    const rows = (
      (await db.execute(sql`
        select pn.id, pn.meeting_id, pn.author_id, pn.sealed_html, m.organization_id
        from private_notes pn join meetings m on m.id = pn.meeting_id
        where pn.search_tokens = '{}' and pn.id > ${after}
        order by pn.id limit 200`)) as unknown as {
        rows: {
          id: number;
          meeting_id: number;
          author_id: number;
          sealed_html: string;
          organization_id: number;
        }[];
      }
    ).rows;
    if (rows.length === 0) return indexed;
    for (const row of rows) {
      after = Number(row.id);
      let html: string;
      try {
        html = decryptText(notes, row.sealed_html, privateNoteAad(row.meeting_id, row.author_id));
      } catch {
        continue;
      }
      const tokens = await privateNoteTokens(db, key, row.organization_id, row.author_id, html);
      await db.execute(sql`update private_notes set search_tokens = ${sql.param(tokens)}::text[]
        where id = ${row.id} and sealed_html = ${row.sealed_html}`);
      indexed += 1;
    }
  }
}
