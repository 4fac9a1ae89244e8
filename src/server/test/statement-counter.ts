/**
 * Counts the SQL statements an app sends (docs/performance.md "Request path"): wraps the
 * driver's `query` under Drizzle (`db.$client`: the pg pool or the PGlite instance), so every
 * statement built by Drizzle, raw `db.execute` included, is counted. Statements inside a
 * transaction run on a pooled client (pg) or the transaction handle (PGlite) and are not seen.
 */
import type { Db } from '../db/client';

export interface StatementCounter {
  /** Statements since the last `reset`. */
  readonly count: number;
  /** The statements' text since the last `reset`, for failure messages. */
  readonly texts: readonly string[];
  reset(): void;
  /** Puts the driver's own `query` back. */
  restore(): void;
}

/** Starts counting the statements sent through `db`. */
export function countStatements(db: Db): StatementCounter {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  let texts: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    texts.push(typeof first === 'string' ? first : String(first?.text ?? ''));
    return original.apply(this, args);
  };
  return {
    get count() {
      return texts.length;
    },
    get texts() {
      return texts;
    },
    reset() {
      texts = [];
    },
    restore() {
      client.query = original;
    },
  };
}
