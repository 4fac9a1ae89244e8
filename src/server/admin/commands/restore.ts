/**
 * `npm run admin -- restore <file>`: puts a `backup` tarball into an empty or missing
 * `DATA_DIR`, then opens it once like the server does (migrations apply) and counts what is
 * there. PGlite given both a folder and `loadDataDir` extracts the tarball straight into the
 * folder (its Node file system mounts the folder as the data directory) and refuses when the
 * folder already holds a database. A restore that fails leaves `DATA_DIR` empty again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../../db/client';
import { openDatabase } from '../../db/client';
import { organizations, users } from '../../db/schema';
import type { AdminCommand } from '../command';
import {
  contentsBesidesLock,
  holdsDatabase,
  lockOrExplain,
  refuseOnPostgres,
} from '../embedded-db';
import { errorLine } from '../lines';

const USAGE = '<file>';

/** The kind of archive `bytes` starts with: gzip (1f 8b), a plain tar ("ustar" at 257), or null. */
function archiveType(bytes: Buffer): 'application/x-gzip' | 'application/x-tar' | null {
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return 'application/x-gzip';
  if (bytes.subarray(257, 262).toString('latin1') === 'ustar') return 'application/x-tar';
  return null;
}

/** Removes everything in `dir` but the lock's files. */
function clearBesidesLock(dir: string): void {
  for (const name of contentsBesidesLock(dir)) {
    fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}

export const restore: AdminCommand = {
  name: 'restore',
  usage: USAGE,
  summary: 'Restores a backup into an empty or missing DATA_DIR; server stopped.',
  async run(args, io) {
    if (args.length !== 1 || args[0]!.startsWith('-')) {
      io.err(`Usage: npm run admin -- restore ${USAGE}`);
      return 2;
    }
    const file = path.resolve(args[0]!);
    if (refuseOnPostgres(io, 'pg_restore')) return 1;

    let bytes: Buffer;
    try {
      bytes = fs.readFileSync(file);
    } catch (err) {
      io.err(`Cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? errorLine(err)})`);
      return 1;
    }
    const type = archiveType(bytes);
    if (!type) {
      io.err(`${file} is not a backup (neither a .tar.gz nor a .tar)`);
      return 1;
    }

    const { dataDir } = io.config;
    const existed = fs.existsSync(dataDir);
    if (contentsBesidesLock(dataDir).length > 0) {
      io.err(
        `DATA_DIR ${dataDir} is not empty; restore into an empty or missing folder (move the current one aside first)`,
      );
      return 1;
    }
    const release = await lockOrExplain(dataDir, io);
    if (!release) return 1;
    // Undoes a failed restore while holding the lock: what was written goes, and the folder
    // too when this command created it.
    const undo = async (unlock: () => Promise<void>) => {
      clearBesidesLock(dataDir);
      await unlock();
      if (!existed) {
        try {
          fs.rmdirSync(dataDir); // only when still empty
        } catch {
          // something else appeared in it since: leave it
        }
      }
    };
    try {
      // Checked again under the lock: a server may have started in the meantime.
      if (contentsBesidesLock(dataDir).length > 0) {
        io.err(`DATA_DIR ${dataDir} is not empty; restore into an empty or missing folder`);
        await release();
        return 1;
      }
      const pglite = new PGlite(dataDir, {
        extensions: pgliteExtensions,
        loadDataDir: new Blob([new Uint8Array(bytes)], { type }),
      });
      try {
        await pglite.waitReady;
        await pglite.query('select 1');
      } finally {
        await pglite.close().catch(() => {});
      }
      if (!holdsDatabase(dataDir)) throw new Error('the archive holds no PostgreSQL data folder');
      // The key files are secrets: readable by their owner only, as `secrets.ts` creates them.
      for (const name of ['secret-key', 'notes.key']) {
        const keyFile = path.join(dataDir, name);
        if (fs.existsSync(keyFile)) fs.chmodSync(keyFile, 0o600);
      }
    } catch (err) {
      await undo(release);
      io.err(`Restore of ${file} failed: ${errorLine(err)}; DATA_DIR ${dataDir} left empty`);
      return 1;
    }
    // The archive carries the lock files of the backup run; extracting merged them into ours,
    // and releasing removes both.
    await release();

    // Opened once as the server will: takes the lock again, applies pending migrations.
    let database;
    try {
      database = await openDatabase({ databaseUrl: null, dataDir });
    } catch (err) {
      const again = await lockOrExplain(dataDir, io);
      if (again) await undo(again);
      io.err(`Restored ${file} does not open: ${errorLine(err)}`);
      return 1;
    }
    try {
      const [orgs] = await database.db.select({ n: count() }).from(organizations);
      const [people] = await database.db.select({ n: count() }).from(users);
      io.out(
        `Restored ${file} into ${dataDir}: ${orgs?.n ?? 0} organisations, ${people?.n ?? 0} users`,
      );
      return 0;
    } finally {
      await database.close();
    }
  },
};
