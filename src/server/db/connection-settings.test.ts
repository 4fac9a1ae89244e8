/**
 * The PostgreSQL connection settings of `openDatabase` (connection-settings.ts): every pooled
 * connection runs without parallel workers, and an operator's own `options` in DATABASE_URL
 * still apply. The PostgreSQL part runs when TEST_DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { CONNECTION_SETTINGS, withConnectionSettings } from './connection-settings';

const optionsOf = (url: string) => new URL(url).searchParams.get('options');

describe('withConnectionSettings', () => {
  it('adds the app settings as the options of a URL without any', () => {
    const url = withConnectionSettings('postgres://u:p%40ss@db:5432/cadence?sslmode=require');
    expect(optionsOf(url)).toBe(CONNECTION_SETTINGS);
    expect(url).toContain('u:p%40ss@db:5432/cadence');
    expect(new URL(url).searchParams.get('sslmode')).toBe('require');
  });

  it("puts the URL's own options first, so the app's settings win on a clash", () => {
    const url = `postgres://u@db:5432/cadence?options=${encodeURIComponent('-c work_mem=8MB')}`;
    expect(optionsOf(withConnectionSettings(url))).toBe(`-c work_mem=8MB ${CONNECTION_SETTINGS}`);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL connections', () => {
  it("run without parallel workers and keep the URL's own options", async () => {
    const base = process.env.TEST_DATABASE_URL!;
    const name = `cadence_t_${randomBytes(6).toString('hex')}`;
    const admin = async (text: string) => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(text);
      await client.end();
    };
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    url.searchParams.set('options', '-c work_mem=8MB');
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
    try {
      // Several at once, so more than one pooled connection answers.
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          database.db.execute(
            sql`select current_setting('max_parallel_workers_per_gather') as workers,
              current_setting('work_mem') as work_mem, pg_sleep(0.05)::text as slept`,
          ),
        ),
      );
      for (const answer of answers) {
        const row = (answer as unknown as { rows: { workers: string; work_mem: string }[] })
          .rows[0];
        expect(row).toMatchObject({ workers: '0', work_mem: '8MB' });
      }
    } finally {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
