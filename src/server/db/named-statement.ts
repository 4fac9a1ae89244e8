/**
 * Named statements (docs/decisions/0025-list-statement-planned-once.md): a hot read sent as a
 * prepared statement of its own name, which PostgreSQL parses once per connection and then only
 * binds and executes. Under PostgreSQL's default `plan_cache_mode = auto` it plans the first
 * five executions for their values, then keeps one generic plan when that plan is estimated no
 * dearer than those: so name only reads whose best plan does not depend on their values
 * (checked with `scripts/bench/explain-call.ts`, which explains a named statement as prepared).
 * Every other statement of the app is sent unnamed and planned for its values each time.
 *
 * PostgreSQL: the pool's connection (or a transaction's) prepares the statement the first time
 * it sees its name (pg keeps the names per connection). PGlite: its `query` always sends the
 * unnamed statement, so the statement is prepared and executed here through PGlite's own
 * wire-protocol calls (Parse and Describe once, then Bind, Execute and Sync), under the same
 * locks its `query` takes, with drizzle's parsers (so values come back as `db.execute` gives
 * them); inside a PGlite transaction it runs unnamed (`query` of the transaction), as every
 * statement there does.
 */
import { createHash } from 'node:crypto';
import { PGlite, parse, protocol, type QueryOptions } from '@electric-sql/pglite';
import { DrizzleQueryError, fillPlaceholders, is, SQL, sql, type Query } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { DbOrTx } from './client';

const dialect = new PgDialect();

/** Whether `db` is the embedded PGlite database or one of its transactions (else the pool). */
export function runsOnPglite(db: DbOrTx): boolean {
  return db._.session instanceof PgliteSession;
}

/**
 * `fragment` compiled to SQL text now, as a raw fragment to put in statements: for the fixed
 * parts of a hot statement (its columns and joins), built once instead of at each call.
 * @throws Error when `fragment` holds a value (a parameter), which raw text cannot carry.
 */
export function compiledOnce(fragment: SQL): SQL {
  const compiled = dialect.sqlToQuery(fragment);
  if (compiled.params.length > 0) {
    throw new Error(`compiledOnce: the fragment holds ${compiled.params.length} values`);
  }
  return sql.raw(compiled.sql);
}

/**
 * The row count `n` as an SQL integer literal, for the LIMIT and OFFSET of a named statement.
 * A `LIMIT $n` leaves the generic plan without its count, so PostgreSQL estimates 10 % of the
 * rows below it: at 1,000,000 meetings that generic plan was costed far above the plans for the
 * values, and PostgreSQL planned every execution again at Bind (1.64 ms a call against 0.14 ms
 * at 1,000; docs/archive/performance-log.md, Scale "Sixth pass"). With the count in the text the generic
 * plan knows it, and each count is a statement of its own (callers name only a few counts).
 * @throws Error when `n` is not a non-negative safe integer (the callers' validated numbers).
 */
export function rowCountLiteral(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`rowCountLiteral: ${n} is not a count`);
  return sql.raw(String(n));
}

/** Statement texts seen so far and their names; texts come from a few fixed shapes. */
const names = new Map<string, string>();
/** Past this many texts the map starts over (a guard, not an expected size). */
const MAX_NAMES = 1_000;

/**
 * The statement name of `text`: `cadence_` and 22 characters of its SHA-256 (base64url), so the
 * same text gets the same name on every connection and a different text never shares one
 * (pg refuses a name reused for another text). 30 characters, under PostgreSQL's 63.
 */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= MAX_NAMES) names.clear();
    name = `cadence_${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * `statement` compiled to its text and parameters now, once, for a hot read run many times
 * with {@link executeNamed}: its values are `sql.placeholder(name)`s, filled at each run. Drizzle
 * compiling the meetings list's statement at each call cost about 0.2 ms of the server's CPU a
 * request (docs/archive/performance-log.md, Request path "Ninth pass").
 */
export function compileStatement(statement: SQL): Query {
  return dialect.sqlToQuery(statement);
}

/**
 * Runs the read `query` on `db` (the pool or the embedded database, or a transaction) as the
 * named statement of its text ({@link statementName}) and returns its rows as objects keyed by
 * column name, values parsed as `db.execute` parses them on that database (`json` parsed;
 * `timestamptz`, `date` and `interval` as PostgreSQL's text). `query` is a statement to compile
 * now, or one {@link compileStatement} compiled, whose placeholders `values` fills by name.
 * @throws DrizzleQueryError (the statement, its values and the database's error as `cause`),
 *   as `db.execute` does; Error when a placeholder has no value in `values`.
 */
export async function executeNamed<Row>(
  db: DbOrTx,
  query: SQL | Query,
  values: Record<string, unknown> = {},
): Promise<Row[]> {
  const compiled = is(query, SQL) ? dialect.sqlToQuery(query) : query;
  const name = statementName(compiled.sql);
  const session = db._.session;
  const prepared = session.prepareQuery(compiled, undefined, name, false);
  const client = (session as unknown as { client: unknown }).client;
  if (client instanceof PGlite) {
    // drizzle's own options for a raw PGlite query: the parsers `db.execute` uses.
    const options = (prepared as unknown as { rawQueryConfig: QueryOptions }).rawQueryConfig;
    const params = fillPlaceholders(compiled.params, values);
    try {
      return await onPglite<Row>(client, compiled.sql, params, name, options);
    } catch (err) {
      throw new DrizzleQueryError(compiled.sql, params, err as Error);
    }
  }
  return ((await prepared.execute(values)) as { rows: Row[] }).rows;
}

/** Per embedded database: the statements prepared on it and their parameters' type OIDs. */
const preparedOnPglite = new WeakMap<PGlite, Map<string, number[]>>();

const { serialize } = protocol;
const noFsSync = { syncToFs: false };

/**
 * One named read on PGlite, under the locks its `query` takes (no other statement between
 * these messages, none inside another caller's transaction): Parse, Describe and Sync the first
 * time (keeping the parameters' types, which choose each value's serializer, as `query` does),
 * then Bind, Describe, Execute and Sync in one call. A failed Parse records nothing, so the next
 * call parses again.
 */
async function onPglite<Row>(
  pg: PGlite,
  text: string,
  params: unknown[],
  name: string,
  options: QueryOptions,
): Promise<Row[]> {
  let prepared = preparedOnPglite.get(pg);
  if (!prepared) preparedOnPglite.set(pg, (prepared = new Map()));
  const known = prepared;
  return pg._runExclusiveTransaction(() =>
    pg._runExclusiveQuery(async () => {
      // Each call ends its messages with Sync: PGlite runs the whole buffer before it reports
      // an error, so the session is back at ready whether the call failed or not.
      let types = known.get(name);
      if (types === undefined) {
        const described = await pg.execProtocolStream(
          concat([
            serialize.parse({ name, text }),
            serialize.describe({ type: 'S', name }),
            serialize.sync(),
          ]),
          noFsSync,
        );
        types = parse.parseDescribeStatementResults(described);
        known.set(name, types);
      }
      const statementTypes = types;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = pg.serializers[statementTypes[i]!];
        return serializer ? serializer(value) : String(value);
      });
      const messages = await pg.execProtocolStream(
        concat([
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        noFsSync,
      );
      return parse.parseResults(messages, pg.parsers, options)[0]!.rows as Row[];
    }),
  );
}

/** The wire-protocol messages `parts` as one buffer, in order. */
function concat(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}
