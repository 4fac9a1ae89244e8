/**
 * The database of an admin command (`DATABASE_URL`, else the embedded one in `DATA_DIR`), or
 * null after one line on `io.err` when it cannot be opened: the folder is held by a running
 * server (stop it first), unusable, or PostgreSQL does not answer. Other errors are thrown.
 */
import { DatabaseUnavailableError, openDatabase, type Database } from '../db/client';
import { DataDirLockedError, DataDirUnusableError } from '../db/data-dir-lock';
import type { AdminIo } from './command';

export async function openAdminDatabase(io: AdminIo): Promise<Database | null> {
  try {
    return await openDatabase({ databaseUrl: io.config.databaseUrl, dataDir: io.config.dataDir });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      io.err(`${err.message}. Stop the server, run this command, then start it again.`);
      return null;
    }
    if (err instanceof DataDirUnusableError || err instanceof DatabaseUnavailableError) {
      io.err(err.message);
      return null;
    }
    throw err;
  }
}
