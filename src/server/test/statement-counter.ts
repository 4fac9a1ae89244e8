/**
 * Counts the SQL statements an app sends (docs/performance.md "Request path"): wraps the
 * driver's `query` under Drizzle (`db.$client`: the pg pool or the PGlite instance), so every
 * statement built by Drizzle, raw `db.execute` included, is counted; on PGlite also its
 * `execProtocolStream`, where a named read (db/named-statement.ts) counts once, at its Bind. Statements inside a
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

/**
 * True when `message` starts with a Bind of a named statement: 'B', its length (4 bytes), the
 * portal's name and then the statement's, each a NUL-terminated string (PostgreSQL's frontend
 * protocol, "Bind").
 */
function bindsNamedStatement(message: Uint8Array): boolean {
  if (message[0] !== 'B'.charCodeAt(0)) return false;
  const portalEnd = message.indexOf(0, 5);
  return portalEnd > 0 && message[portalEnd + 1] !== 0;
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
  // PGlite's wire-protocol entry, which its own `query` also goes through (with the unnamed
  // statement): a buffer that starts with a Bind of a named statement is a named read.
  const protocol = client as unknown as { execProtocolStream?: (...a: unknown[]) => unknown };
  const originalProtocol = protocol.execProtocolStream;
  if (originalProtocol) {
    protocol.execProtocolStream = function (this: unknown, ...args: unknown[]) {
      if (bindsNamedStatement(args[0] as Uint8Array)) texts.push('(a named statement, bound)');
      return originalProtocol.apply(this, args);
    };
  }
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
      if (originalProtocol) protocol.execProtocolStream = originalProtocol;
    },
  };
}
