/**
 * `npm run admin -- backup <file> [--force]`: writes the embedded database (PGlite in
 * `DATA_DIR`) to a gzipped tarball with PGlite's `dumpDataDir`. Run with the server stopped: it
 * takes the `DATA_DIR` lock, so a running server makes it refuse. The tarball is the whole
 * folder, `secret-key` and `notes.key` included when `SECRET_KEY` / `NOTES_KEY` are unset.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../../db/client';
import type { AdminCommand } from '../command';
import { formatBytes, holdsDatabase, lockOrExplain, refuseOnPostgres } from '../embedded-db';
import { errorLine } from '../lines';

const USAGE = '<file> [--force]';

export const backup: AdminCommand = {
  name: 'backup',
  usage: USAGE,
  summary: 'Backs up the embedded database (DATA_DIR) to a .tar.gz; server stopped.',
  async run(args, io) {
    let file: string;
    let force: boolean;
    try {
      const parsed = parseArgs({
        args,
        options: { force: { type: 'boolean', default: false } },
        allowPositionals: true,
        strict: true,
      });
      if (parsed.positionals.length !== 1) throw new Error('one file');
      file = path.resolve(parsed.positionals[0]!);
      force = parsed.values.force;
    } catch {
      io.err(`Usage: npm run admin -- backup ${USAGE}`);
      return 2;
    }
    if (refuseOnPostgres(io, 'pg_dump')) return 1;

    const { dataDir } = io.config;
    if (!holdsDatabase(dataDir)) {
      io.err(`DATA_DIR ${dataDir} holds no database (no PG_VERSION); nothing to back up`);
      return 1;
    }
    if (file === dataDir || file.startsWith(`${dataDir}${path.sep}`)) {
      io.err(`Write the backup outside DATA_DIR (${dataDir})`);
      return 1;
    }
    if (fs.existsSync(file) && !force) {
      io.err(`${file} exists; choose another file or add --force to overwrite it`);
      return 1;
    }

    const release = await lockOrExplain(dataDir, io);
    if (!release) return 1;
    const partial = `${file}.partial-${process.pid}`;
    try {
      let dump: Blob;
      const pglite = new PGlite(dataDir, { extensions: pgliteExtensions });
      try {
        await pglite.waitReady;
        // Flushes everything to the data files, so the copy needs no WAL replay.
        await pglite.exec('CHECKPOINT');
        dump = await pglite.dumpDataDir('gzip');
      } finally {
        await pglite.close().catch(() => {});
      }
      const bytes = Buffer.from(await dump.arrayBuffer());
      // Written beside the target, then renamed: an interrupted backup leaves no truncated file.
      fs.writeFileSync(partial, bytes, { mode: 0o600 });
      fs.renameSync(partial, file);
      io.out(`Backed up ${dataDir} to ${file}: ${formatBytes(bytes.length)}`);
      return 0;
    } catch (err) {
      fs.rmSync(partial, { force: true });
      io.err(`Backup of ${dataDir} failed: ${errorLine(err)}`);
      return 1;
    } finally {
      await release();
    }
  },
};
