/**
 * Exclusive lock on the embedded database's folder (`DATA_DIR`): PGlite is a single-process
 * database, and two processes writing one folder corrupt it. The lock is `proper-lockfile`'s
 * (an atomic `mkdir` of `<DATA_DIR>/cadence.lock`, refreshed every few seconds, so a lock left
 * by a killed process goes stale and is taken over after `STALE_MS`).
 */
import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** A lock not refreshed for this long (ms) belongs to a dead process and may be taken. */
const STALE_MS = 10_000;

/** Another live process holds `DATA_DIR`; `message` is the one line to print. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** `DATA_DIR` cannot be created or written; `message` is the one line to print. */
export class DataDirUnusableError extends Error {
  override name = 'DataDirUnusableError';
}

/**
 * `mkdir -p` one level at a time: Node's recursive mkdir spins forever under some virtual
 * file systems (`/proc/nope`), where a plain mkdir fails at once.
 */
function makeFolder(dir: string): void {
  const missing: string[] = [];
  let current = path.resolve(dir);
  while (!fs.existsSync(current)) {
    missing.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const folder of missing) fs.mkdirSync(folder);
  if (!fs.statSync(dir).isDirectory()) {
    throw Object.assign(new Error(`${dir} is not a folder`), { code: 'ENOTDIR' });
  }
}

function readHolderPid(pidFile: string): number | null {
  try {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Creates `dataDir` when missing, checks it is writable and locks it for this process.
 * Returns `release()`, which drops the lock (idempotent). The lock is also dropped when the
 * process exits.
 * @throws DataDirUnusableError when the folder cannot be created or written.
 * @throws DataDirLockedError when another live process holds the lock.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    makeFolder(dataDir);
    fs.accessSync(dataDir, fs.constants.W_OK);
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code ?? 'error';
    throw new DataDirUnusableError(
      `DATA_DIR ${dataDir} cannot be created or written (${reason}); set DATA_DIR to a writable folder`,
    );
  }
  const pidFile = path.join(dataDir, 'cadence.pid');
  const holder = readHolderPid(pidFile);
  // A live holder refuses at once; a lock left by a killed process is taken over once it is
  // stale (its refresh stopped), which proper-lockfile decides atomically.
  const waitForStale = holder === null || holder === process.pid || !isAlive(holder);
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'cadence.lock'),
      stale: STALE_MS,
      realpath: false,
      retries: waitForStale
        ? {
            retries: Math.ceil((STALE_MS + 2_000) / 500),
            minTimeout: 500,
            maxTimeout: 500,
            factor: 1,
          }
        : 0,
      onCompromised: (err) => {
        // The refresh lagged past STALE_MS (a stalled event loop) and the lock may be taken by
        // another process; say so loudly rather than exit in the middle of a write.
        console.error(`DATA_DIR ${dataDir}: the folder lock was compromised (${err.message})`);
      },
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') {
      const pid = readHolderPid(pidFile);
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by another Cadence process${pid ? ` (pid ${pid})` : ''}; stop it first or set another DATA_DIR`,
      );
    }
    throw new DataDirUnusableError(
      `DATA_DIR ${dataDir} cannot be locked (${(err as Error).message}); set DATA_DIR to a writable local folder`,
    );
  }
  fs.writeFileSync(pidFile, `${process.pid}\n`);
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    fs.rmSync(pidFile, { force: true });
    await release();
  };
}
