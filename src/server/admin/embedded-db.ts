/**
 * What `backup` and `restore` share: they work on the embedded database (PGlite in `DATA_DIR`)
 * only, with the server stopped, holding the folder's lock (`db/data-dir-lock.ts`) meanwhile.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DataDirLockedError, DataDirUnusableError, lockDataDir } from '../db/data-dir-lock';
import type { AdminIo } from './command';

/** The files `lockDataDir` keeps in `DATA_DIR` while it holds the folder. */
export const LOCK_ENTRIES = new Set(['cadence.lock', 'cadence.pid']);

/**
 * With `DATABASE_URL` set, says in one line to use PostgreSQL's own tools and returns true.
 */
export function refuseOnPostgres(io: AdminIo, tool: 'pg_dump' | 'pg_restore'): boolean {
  if (!io.config.databaseUrl) return false;
  const example =
    tool === 'pg_dump'
      ? 'pg_dump -Fc -f cadence.dump "$DATABASE_URL"'
      : 'pg_restore --clean --if-exists -d "$DATABASE_URL" cadence.dump';
  io.err(
    `DATABASE_URL is set: this command is for the embedded database only; use ${tool} (${example})`,
  );
  return true;
}

/** True when `dir` holds a PostgreSQL data folder (PGlite writes `PG_VERSION` at initdb). */
export function holdsDatabase(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'PG_VERSION'));
}

/** The entries of `dir` other than the lock's own files; [] when `dir` is missing. */
export function contentsBesidesLock(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((name) => !LOCK_ENTRIES.has(name));
}

/**
 * Locks `dir` for this process like the server does; on refusal prints the lock's one line and
 * returns null.
 */
export async function lockOrExplain(
  dir: string,
  io: AdminIo,
): Promise<(() => Promise<void>) | null> {
  try {
    return await lockDataDir(dir);
  } catch (err) {
    if (err instanceof DataDirLockedError || err instanceof DataDirUnusableError) {
      io.err(err.message);
      return null;
    }
    throw err;
  }
}

/** A human size: bytes below 10 kB, else kB or MB with one decimal. */
export function formatBytes(bytes: number): string {
  if (bytes < 10_000) return `${bytes} bytes`;
  if (bytes < 10_000_000) return `${(bytes / 1000).toFixed(1)} kB (${bytes} bytes)`;
  return `${(bytes / 1_000_000).toFixed(1)} MB (${bytes} bytes)`;
}
