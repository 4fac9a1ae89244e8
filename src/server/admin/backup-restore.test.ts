/**
 * `backup` and `restore` on the embedded database, in temporary folders: a round trip keeps
 * every row (and the `secret-key` file); a running holder of the `DATA_DIR` lock makes backup
 * refuse; restore refuses a non-empty folder, a file that is not a backup, and PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { actionItems, meetings, organizations, users } from '../db/schema';
import { createFactory } from '../test/factories';
import { runAdmin } from './dispatch';

const here = path.dirname(fileURLToPath(import.meta.url));

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    streams: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) },
  };
}

async function counts(database: Database) {
  const n = async (
    table: typeof organizations | typeof users | typeof meetings | typeof actionItems,
  ) => (await database.db.select({ n: count() }).from(table))[0]!.n;
  return {
    organizations: await n(organizations),
    users: await n(users),
    meetings: await n(meetings),
    actionItems: await n(actionItems),
  };
}

/** Another process holding `dir`'s lock, as a running server would. Resolves once it holds it. */
async function startLockHolder(dir: string): Promise<ChildProcess> {
  const lockModule = pathToFileURL(path.join(here, '../db/data-dir-lock.ts')).href;
  const script = [
    `const { lockDataDir } = await import(${JSON.stringify(lockModule)});`,
    `await lockDataDir(${JSON.stringify(dir)});`,
    `console.log('locked');`,
    `setInterval(() => {}, 1000);`,
  ].join('\n');
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('locked')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => reject(new Error(`lock holder exited (${code}): ${output}`)));
  });
  return child;
}

describe('npm run admin -- backup / restore (embedded database)', () => {
  let root: string;
  let source: string;
  let backupFile: string;
  let seeded: Awaited<ReturnType<typeof counts>>;
  let memberId: number;
  let memberEmail: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-admin-'));
    source = path.join(root, 'source-data');
    backupFile = path.join(root, 'cadence-backup.tar.gz');
    const database = await openDatabase({ databaseUrl: null, dataDir: source });
    try {
      const factory = createFactory(database.db, () => new Date());
      const team = await factory.team();
      await factory.meeting({ teamMemberId: team.member.id, managerId: team.manager.id }, [
        'Write the plan',
        { description: 'Ship it', status: 'completed' },
      ]);
      await factory.user({ email: 'solo@example.org' });
      memberId = team.member.id;
      memberEmail = team.member.email;
      seeded = await counts(database);
    } finally {
      await database.close();
    }
    // Created by the server when SECRET_KEY is unset (secrets.ts); a backup must carry it.
    fs.writeFileSync(path.join(source, 'secret-key'), 'k'.repeat(44), { mode: 0o600 });
  });

  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('round trip: backup, restore into a new folder, same rows and key file', async () => {
    expect(seeded).toEqual({ organizations: 2, users: 6, meetings: 1, actionItems: 2 });

    const b = capture();
    expect(await runAdmin(['backup', backupFile], { DATA_DIR: source }, b.streams)).toBe(0);
    expect(b.err).toEqual([]);
    const size = fs.statSync(backupFile).size;
    expect(b.out).toHaveLength(1);
    expect(b.out[0]).toMatch(
      new RegExp(`^Backed up ${source} to ${backupFile}: .*\\(${size} bytes\\)$`),
    );
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    // The lock was released: the source opens again at once.
    expect(fs.existsSync(path.join(source, 'cadence.lock'))).toBe(false);

    const target = path.join(root, 'restored', 'data'); // parent missing too
    const r = capture();
    expect(await runAdmin(['restore', backupFile], { DATA_DIR: target }, r.streams)).toBe(0);
    expect(r.err).toEqual([]);
    expect(r.out).toEqual([`Restored ${backupFile} into ${target}: 2 organisations, 6 users`]);
    expect(fs.readdirSync(target)).not.toContain('cadence.lock');
    expect(fs.readdirSync(target)).not.toContain('cadence.pid');
    const keyFile = path.join(target, 'secret-key');
    expect(fs.readFileSync(keyFile, 'utf8')).toBe('k'.repeat(44));
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);

    const restored = await openDatabase({ databaseUrl: null, dataDir: target });
    try {
      expect(await counts(restored)).toEqual(seeded);
      const [member] = await restored.db.select().from(users).where(eq(users.id, memberId));
      expect(member?.email).toBe(memberEmail);
      expect(await restored.migrationsApplied()).toBe(true);
    } finally {
      await restored.close();
    }
  });

  it('backup refuses to overwrite a file unless --force, and bad usage is exit 2', async () => {
    const file = path.join(root, 'existing.tar.gz');
    fs.writeFileSync(file, 'keep me');
    const refused = capture();
    expect(await runAdmin(['backup', file], { DATA_DIR: source }, refused.streams)).toBe(1);
    expect(refused.err).toEqual([
      `${file} exists; choose another file or add --force to overwrite it`,
    ]);
    expect(fs.readFileSync(file, 'utf8')).toBe('keep me');

    const forced = capture();
    expect(await runAdmin(['backup', '--force', file], { DATA_DIR: source }, forced.streams)).toBe(
      0,
    );
    expect(fs.statSync(file).size).toBeGreaterThan(1000);
    expect(fs.readdirSync(root).filter((n) => n.includes('.partial-'))).toEqual([]);

    for (const argv of [['backup'], ['backup', 'a', 'b'], ['backup', file, '--overwrite']]) {
      const usage = capture();
      expect(await runAdmin(argv, { DATA_DIR: source }, usage.streams)).toBe(2);
      expect(usage.err).toEqual(['Usage: npm run admin -- backup <file> [--force]']);
    }
  });

  it('backup refuses in one line while another process holds DATA_DIR (a running server)', async () => {
    const holder = await startLockHolder(source);
    try {
      const file = path.join(root, 'while-locked.tar.gz');
      const io = capture();
      const started = Date.now();
      expect(await runAdmin(['backup', file], { DATA_DIR: source }, io.streams)).toBe(1);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(io.out).toEqual([]);
      expect(io.err).toEqual([
        `DATA_DIR ${source} is in use by another Cadence process (pid ${holder.pid}); stop it first or set another DATA_DIR`,
      ]);
      expect(fs.existsSync(file)).toBe(false);
    } finally {
      holder.kill('SIGTERM');
      await new Promise((resolve) => holder.once('exit', resolve));
    }
  });

  it('backup of a folder without a database refuses and creates nothing', async () => {
    const empty = path.join(root, 'no-database');
    const io = capture();
    expect(
      await runAdmin(['backup', path.join(root, 'x.tar.gz')], { DATA_DIR: empty }, io.streams),
    ).toBe(1);
    expect(io.err).toEqual([
      `DATA_DIR ${empty} holds no database (no PG_VERSION); nothing to back up`,
    ]);
    expect(fs.existsSync(empty)).toBe(false);
  });

  it('restore refuses a non-empty DATA_DIR and leaves it as it was', async () => {
    const busy = path.join(root, 'busy');
    fs.mkdirSync(busy);
    fs.writeFileSync(path.join(busy, 'notes.txt'), 'mine');
    const io = capture();
    expect(await runAdmin(['restore', backupFile], { DATA_DIR: busy }, io.streams)).toBe(1);
    expect(io.err).toEqual([
      `DATA_DIR ${busy} is not empty; restore into an empty or missing folder (move the current one aside first)`,
    ]);
    expect(fs.readdirSync(busy)).toEqual(['notes.txt']);

    // A folder holding a database is refused the same way.
    const again = capture();
    expect(await runAdmin(['restore', backupFile], { DATA_DIR: source }, again.streams)).toBe(1);
    expect(again.err[0]).toMatch(/is not empty/);
  });

  it('restore refuses a file that is not a backup, and a missing file, without creating DATA_DIR', async () => {
    const target = path.join(root, 'never-created');
    const notBackup = path.join(root, 'notes.txt');
    fs.writeFileSync(notBackup, 'hello');
    const io = capture();
    expect(await runAdmin(['restore', notBackup], { DATA_DIR: target }, io.streams)).toBe(1);
    expect(io.err).toEqual([`${notBackup} is not a backup (neither a .tar.gz nor a .tar)`]);

    const missing = capture();
    const nowhere = path.join(root, 'nowhere.tar.gz');
    expect(await runAdmin(['restore', nowhere], { DATA_DIR: target }, missing.streams)).toBe(1);
    expect(missing.err).toEqual([`Cannot read ${nowhere} (ENOENT)`]);
    expect(fs.existsSync(target)).toBe(false);
  });

  it('a gzip that is not a database leaves DATA_DIR as it was (missing)', async () => {
    const { gzipSync } = await import('node:zlib');
    const bogus = path.join(root, 'bogus.tar.gz');
    fs.writeFileSync(bogus, gzipSync(Buffer.from('not a tar at all')));
    const target = path.join(root, 'bogus-target');
    const io = capture();
    expect(await runAdmin(['restore', bogus], { DATA_DIR: target }, io.streams)).toBe(1);
    expect(io.err).toHaveLength(1);
    expect(io.err[0]).toMatch(
      new RegExp(`^Restore of ${bogus} failed: .*; DATA_DIR ${target} left empty$`),
    );
    expect(fs.existsSync(target)).toBe(false);
  });

  it('with DATABASE_URL both commands point to pg_dump / pg_restore', async () => {
    const env = { DATABASE_URL: 'postgres://cadence@127.0.0.1:5432/cadence', DATA_DIR: source };
    const b = capture();
    expect(await runAdmin(['backup', path.join(root, 'pg.tar.gz')], env, b.streams)).toBe(1);
    expect(b.err).toEqual([
      'DATABASE_URL is set: this command is for the embedded database only; use pg_dump (pg_dump -Fc -f cadence.dump "$DATABASE_URL")',
    ]);
    const r = capture();
    expect(await runAdmin(['restore', backupFile], env, r.streams)).toBe(1);
    expect(r.err).toEqual([
      'DATABASE_URL is set: this command is for the embedded database only; use pg_restore (pg_restore --clean --if-exists -d "$DATABASE_URL" cadence.dump)',
    ]);
  });
});
