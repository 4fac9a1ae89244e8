/**
 * A `timestamptz` as the API writes instants, computed by PostgreSQL: the text
 * `Date.prototype.toISOString` gives for it (UTC, `YYYY-MM-DDTHH:mm:ss.sssZ`, milliseconds
 * truncated from PostgreSQL's microseconds as the JavaScript date parser truncates them), so a
 * hot read sends it on without parsing a date per row (docs/decisions/0025-list-statement-planned-once.md).
 * Years 0000–9999 only, as every instant the app stores. The same format string is written
 * into migration 0034's trigger (SQL cannot import it); `iso-timestamp.test.ts` compares both
 * with `toISOString` on both databases.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** The `to_char` pattern of {@link isoTimestampSql}, applied to the instant at UTC. */
export const ISO_TIMESTAMP_PATTERN = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

/** `column` (a `timestamptz`, null stays null) as `toISOString()` text. */
export function isoTimestampSql(column: SQLWrapper): SQL<string | null> {
  return sql<
    string | null
  >`to_char(${column} at time zone 'UTC', ${sql.raw(`'${ISO_TIMESTAMP_PATTERN}'`)})`;
}
