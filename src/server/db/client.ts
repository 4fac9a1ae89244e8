/**
 * Database connection: PostgreSQL through `pg` when a URL is given, else embedded PGlite in a
 * data folder (or in memory for tests). Both are driven through one Drizzle type, `Db`.
 * `openDatabase` applies the committed migrations before returning: on PostgreSQL under an
 * advisory lock, so several instances starting together on an empty database all come up; on
 * PGlite after locking `DATA_DIR` for this process (`data-dir-lock.ts`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { withConnectionSettings } from './connection-settings';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, accepted wherever a `Db` is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Connections of the PostgreSQL pool (for metrics); absent on PGlite. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True once `select 1` answers. */
  ping(): Promise<boolean>;
  /** True when every committed migration is recorded as applied in this database. */
  migrationsApplied(): Promise<boolean>;
  /** PostgreSQL pool figures; null on PGlite. */
  poolStats(): PoolStats | null;
  /**
   * Listens on a notification channel (PostgreSQL LISTEN/NOTIFY; PGlite's own, in-process).
   * `onNotify` runs for every notification; `onReset` whenever notifications may have been
   * missed (the listening connection was lost, and again once it is back). On PostgreSQL one
   * dedicated connection listens, outside the pool, reconnecting after 1 s when lost.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listener>;
  close(): Promise<void>;
  /**
   * PGlite only: its data directory as an uncompressed tarball (PGlite's `dumpDataDir`), which
   * `openDatabase({ image })` starts an in-memory database from (the test harness's migrated
   * image, src/server/test/harness.ts).
   */
  dump?(): Promise<Blob>;
}

/** What {@link Database.listen} calls. */
export interface ListenHandlers {
  onNotify: (payload: string) => void;
  onReset: () => void;
}

/** A running {@link Database.listen}. */
export interface Listener {
  /** True while notifications are being received (false while reconnecting). */
  connected(): boolean;
  close(): Promise<void>;
}

/** The database cannot be reached or prepared; `message` is one line naming the variable. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

/**
 * The SQL migrations, next to this file: `src/server/db/migrations` in the sources, and
 * `dist/server/migrations` beside the bundle (the build copies them there).
 */
export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

/** Number of committed migrations (entries of drizzle's journal). */
function committedMigrations(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/** Key of the PostgreSQL advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_KEY = 0x6361_6465; // 'cade'
/** How long connecting to PostgreSQL may take before start-up gives up, in ms. */
const CONNECT_TIMEOUT_MS = 10_000;

async function countApplied(db: Db): Promise<number> {
  try {
    const result = await db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    return Number(rows[0]?.n ?? 0);
  } catch {
    return 0;
  }
}

/** "host:port/db" of a PostgreSQL URL, without the password, for error lines. */
export function describePostgresUrl(databaseUrl: string): string {
  try {
    const u = new URL(databaseUrl);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'the given URL';
  }
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: withConnectionSettings(databaseUrl),
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle client that loses its connection (database restart, dropped test database) must
  // not crash the process; the pool replaces it on the next query.
  pool.on('error', (err) => console.warn(`PostgreSQL idle client error: ${err.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let lockClient: pg.PoolClient;
  try {
    lockClient = await pool.connect();
  } catch (err) {
    await pool.end().catch(() => {});
    const reason = (err as Error).message || (err as NodeJS.ErrnoException).code || 'no answer';
    throw new DatabaseUnavailableError(
      `DATABASE_URL: cannot connect to ${describePostgresUrl(databaseUrl)} (${reason}); check the host, port, user, password and database name`,
    );
  }
  try {
    // Instances starting together wait here in turn; the later ones find nothing to apply.
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(db as never, { migrationsFolder });
  } catch (err) {
    lockClient.release();
    await pool.end().catch(() => {});
    throw new DatabaseUnavailableError(
      `DATABASE_URL: migrating ${describePostgresUrl(databaseUrl)} failed (${(err as Error).message}); the user needs CREATE rights on the database`,
    );
  }
  await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
  lockClient.release();
  const expected = committedMigrations();
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
      return true;
    },
    migrationsApplied: async () => (await countApplied(db)) >= expected,
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    listen: (channel, handlers) => listenPostgres(databaseUrl, channel, handlers),
    close: () => pool.end(),
  };
}

/** Quoted identifier of a channel name (letters, digits and `_` only). */
function channelIdentifier(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  return `"${channel}"`;
}

/** LISTEN on a dedicated PostgreSQL connection, reconnecting 1 s after it is lost. */
async function listenPostgres(
  databaseUrl: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<Listener> {
  let client: pg.Client | null = null;
  let connected = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const lost = () => {
    if (!connected && client === null) return;
    connected = false;
    const old = client;
    client = null;
    old?.removeAllListeners();
    old?.on('error', () => {});
    void old?.end().catch(() => {});
    handlers.onReset();
    if (!closed) {
      retry = setTimeout(() => void connect().catch(() => lost()), 1000);
      retry.unref();
    }
  };
  const connect = async () => {
    const next = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    client = next;
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => handlers.onNotify(message.payload ?? ''));
    await next.connect();
    await next.query(`LISTEN ${channelIdentifier(channel)}`);
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    connected = true;
    handlers.onReset();
  };
  await connect().catch(() => lost());
  return {
    connected: () => connected,
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      connected = false;
      last?.removeAllListeners();
      last?.on('error', () => {});
      await last?.end().catch(() => {});
    },
  };
}

/**
 * The contrib extensions PGlite loads (their files; `CREATE EXTENSION` in a migration installs
 * them): unaccent for the search's accent folding (migration 0047, decision 33).
 */
export const pgliteExtensions = { unaccent };

async function openPglite(dataDir: string | null, image?: Blob): Promise<Database> {
  let client: PGlite;
  let unlock: () => Promise<void> = async () => {};
  if (!dataDir || dataDir.startsWith('memory://')) {
    client = new PGlite({
      extensions: pgliteExtensions,
      ...(image ? { loadDataDir: image } : {}),
    });
    await client.waitReady;
  } else {
    unlock = await lockDataDir(dataDir);
    try {
      client = new PGlite(dataDir, { extensions: pgliteExtensions });
      await client.waitReady;
    } catch (err) {
      await unlock();
      throw new DatabaseUnavailableError(
        `DATA_DIR ${dataDir} does not hold a readable Cadence database (${(err as Error).message}); restore a backup or point DATA_DIR to an empty folder`,
      );
    }
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  const expected = committedMigrations();
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
      return true;
    },
    migrationsApplied: async () => (await countApplied(db)) >= expected,
    poolStats: () => null,
    listen: async (channel, handlers) => {
      channelIdentifier(channel);
      const unlisten = await client.listen(channel, handlers.onNotify);
      let open = true;
      return {
        connected: () => open,
        close: async () => {
          if (!open) return;
          open = false;
          await unlisten().catch(() => {});
        },
      };
    },
    close: async () => {
      await client.close();
      await unlock();
    },
    dump: () => client.dumpDataDir('none'),
  };
}

/**
 * Opens the database and applies migrations.
 * @param opts.databaseUrl PostgreSQL URL, or null for PGlite.
 * @param opts.dataDir PGlite folder; `memory://` (or null) keeps it in memory.
 * @throws DatabaseUnavailableError when PostgreSQL cannot be reached (within 10 s) or migrated,
 *   or the PGlite folder holds no readable database.
 * @throws DataDirLockedError / DataDirUnusableError (`data-dir-lock.ts`) for a PGlite folder
 *   held by another process or not writable.
 */
export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string | null;
  /** In-memory PGlite only: start from this tarball ({@link Database.dump}), not an empty database. */
  image?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.dataDir, opts.image);
}
