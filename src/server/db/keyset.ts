/**
 * Keyset (cursor) pagination, the one helper of every paged list (docs/api.md "Paging",
 * src/shared/schemas/page.ts). A list declares its sort key once, as SQL expressions with
 * their types, all ascending or all descending and ending with a unique column (the id):
 * `orderBy` sorts by it, `after(cursor)` keeps the rows strictly after the cursor with one row
 * comparison (`(k1, k2, id) > ($1, $2, $3)`, which PostgreSQL answers from an index on the same
 * expressions), and `page(rows)` cuts the `size + 1` rows read into the page and the next
 * cursor. A cursor is the last row's key as base64url JSON; one that does not decode to the
 * declared types is a 400 on `cursor` ("Cursor is not valid"), never a 500.
 */
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { CURSOR_INVALID, PAGE_SIZE } from '@/shared/schemas/page';
import { fieldError } from '../http/errors';

/** One column of a sort key: `text` (any string), `int` (a 32-bit id) or `instant` (UTC). */
export type KeyType = 'text' | 'int' | 'instant';
type ValueOf<T extends KeyType> = T extends 'instant' ? Date : T extends 'int' ? number : string;

export interface KeyPart<T extends KeyType = KeyType> {
  expr: SQL;
  type: T;
}

const MAX_INT = 2 ** 31 - 1;

function decodeValue(type: KeyType, raw: unknown): string | number | Date {
  // PostgreSQL text holds no NUL character: such a value would fail in the database.
  if (type === 'text' && typeof raw === 'string' && raw.length <= 500 && !raw.includes('\0')) {
    return raw;
  }
  if (type === 'int' && Number.isSafeInteger(raw) && (raw as number) >= -MAX_INT - 1) {
    if ((raw as number) <= MAX_INT) return raw as number;
  }
  if (type === 'instant' && typeof raw === 'string') {
    const at = new Date(raw);
    if (!Number.isNaN(at.getTime()) && at.toISOString() === raw) return at;
  }
  throw fieldError('cursor', CURSOR_INVALID);
}

const castOf = { text: sql`text`, int: sql`integer`, instant: sql`timestamptz` } as const;

/** A sort key and what pages by it: see the module comment. */
export function keyset<const P extends readonly KeyPart[]>(
  parts: P,
  direction: 'asc' | 'desc' = 'asc',
) {
  type Values = { [I in keyof P]: P[I] extends KeyPart<infer T> ? ValueOf<T> : never };
  const order = direction === 'asc' ? asc : desc;
  return {
    /** ORDER BY of the key. */
    orderBy: parts.map((p) => order(p.expr)),
    /**
     * The key values `cursor` carries.
     * @throws 400 on `cursor` ("Cursor is not valid") when it is not one `encode` gave out.
     */
    decode(cursor: string): Values {
      let raw: unknown;
      try {
        raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
      } catch {
        throw fieldError('cursor', CURSOR_INVALID);
      }
      if (!Array.isArray(raw) || raw.length !== parts.length) {
        throw fieldError('cursor', CURSOR_INVALID);
      }
      return parts.map((p, i) => decodeValue(p.type, raw[i])) as Values;
    },
    /** The cursor of a row whose key is `values`. */
    encode(values: Values): string {
      const plain = (values as readonly unknown[]).map((v) =>
        v instanceof Date ? v.toISOString() : v,
      );
      return Buffer.from(JSON.stringify(plain), 'utf8').toString('base64url');
    },
    /** SQL: the rows strictly after `cursor` in the key's order; undefined without a cursor. */
    after(cursor: string | undefined): SQL | undefined {
      if (!cursor) return undefined;
      const values = this.decode(cursor) as readonly (string | number | Date)[];
      const left = sql.join(
        parts.map((p) => p.expr),
        sql`, `,
      );
      const right = sql.join(
        parts.map((p, i) => {
          const v = values[i]!;
          return sql`cast(${v instanceof Date ? v.toISOString() : v} as ${castOf[p.type]})`;
        }),
        sql`, `,
      );
      return direction === 'asc' ? sql`(${left}) > (${right})` : sql`(${left}) < (${right})`;
    },
    /**
     * The first `size` of `rows` (read with `LIMIT size + 1`) and the cursor after the last of
     * them, or null when `rows` held no more.
     */
    page<R>(rows: R[], keyOf: (row: R) => Values, size = PAGE_SIZE) {
      const items = rows.slice(0, size);
      const last = items[items.length - 1];
      return {
        items,
        nextCursor: rows.length > size && last !== undefined ? this.encode(keyOf(last)) : null,
      };
    },
  };
}
