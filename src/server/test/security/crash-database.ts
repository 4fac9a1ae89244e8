/**
 * Test support of the SIGKILL tests (promise 13, decision 29): a database of its own per run,
 * on PGlite or on the PostgreSQL of `TEST_DATABASE_URL`, for a server process to use.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../db/client';
import type { DbKind } from '../harness';

export interface RunDatabase {
  /** DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL) for the server. */
  env: Record<string, string>;
  /** Opens it in this process (after the server has stopped). */
  open: () => Promise<Database>;
  /** Removes the data folder or drops the database. */
  drop: () => Promise<void>;
}

/** A database for one run: a fresh PGlite folder, or a PostgreSQL database of its own. */
export async function makeDatabase(kind: DbKind): Promise<RunDatabase> {
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-crash-'));
    return {
      env: { DATA_DIR: dir },
      open: () => openDatabase({ databaseUrl: null, dataDir: dir }),
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `cadence_crash_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString(), dataDir: null }),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
