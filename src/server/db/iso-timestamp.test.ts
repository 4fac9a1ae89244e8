/**
 * isoTimestampSql (iso-timestamp.ts) against `Date.prototype.toISOString`, and migration 0034's
 * copy of its pattern against both: the same text for instants across the years the app stores,
 * at every millisecond and microsecond boundary, whatever the session's time zone. PGlite always,
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase } from '../test/harness';
import type { Database } from './client';
import { ISO_TIMESTAMP_PATTERN, isoTimestampSql } from './iso-timestamp';

/** Instants in ISO 8601, some with microseconds, which PostgreSQL and JavaScript both read. */
const INSTANTS = [
  '2026-11-25T08:06:19.473999Z',
  '2026-11-25T08:06:19.473Z',
  '2026-11-25T08:06:19Z',
  '2026-11-25T08:06:19.000999Z',
  '2026-11-25T08:06:19.999999Z',
  '2026-12-31T23:59:59.999999Z',
  '2027-01-01T00:00:00Z',
  '2024-02-29T12:00:00.5Z',
  '1970-01-01T00:00:00Z',
  '2031-06-30T22:30:00.25-05:00',
  '2031-07-01T04:00:00.125+05:30',
  '9999-12-31T23:59:59.999Z',
  '0001-01-01T00:00:00Z',
];

describe.each(databaseKinds())('isoTimestampSql on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it.each(['UTC', 'America/New_York', 'Asia/Kolkata'])(
    'writes what toISOString writes, the session in %s',
    async (zone) => {
      const rows = (await database.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('TimeZone', ${zone}, true)`);
        return tx.execute(sql`
          select t.text, ${isoTimestampSql(sql`t.text::timestamptz`)} as iso
          from unnest(${sql.param(INSTANTS)}::text[]) as t(text)`);
      })) as unknown as { rows: { text: string; iso: string }[] };
      expect(rows.rows).toHaveLength(INSTANTS.length);
      for (const { text, iso } of rows.rows) {
        expect(iso, text).toBe(new Date(text).toISOString());
      }
      const none = (await database.db.execute(
        sql`select ${isoTimestampSql(sql`null::timestamptz`)} as iso`,
      )) as unknown as { rows: { iso: string | null }[] };
      expect(none.rows[0]!.iso).toBeNull();
    },
  );
});

describe('migration 0034', () => {
  it('writes the items’ timestamps with the same pattern', () => {
    const migration = readFileSync(
      fileURLToPath(
        new URL('./migrations/0034_meetings_action_items_json_triggers.sql', import.meta.url),
      ),
      'utf8',
    );
    const patterns = [...migration.matchAll(/AT TIME ZONE 'UTC', '([^']+)'\)/g)].map((m) => m[1]);
    // completed_at and stuck_at, in the trigger and in the backfill.
    expect(patterns).toHaveLength(4);
    for (const pattern of patterns) expect(pattern).toBe(ISO_TIMESTAMP_PATTERN);
  });
});
