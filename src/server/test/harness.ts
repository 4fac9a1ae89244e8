/**
 * Test harness for API tests (convention 9): a real database (PGlite in memory, and PostgreSQL
 * when TEST_DATABASE_URL is set, in a database of its own per app), the real app, and factories.
 * Every answer is checked against its route's response schema (`response-schema-check.ts`).
 *
 * Usage:
 *   describe.each(databaseKinds())('meetings on %s', (kind) => {
 *     const t = useTestApp(kind);                // beforeAll/afterAll handled
 *     it('…', async () => { const m = await t.factory.user({ role: 'Manager' }); … });
 *   });
 */
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../env';
import { migrationsFolder, openDatabase, type Database } from '../db/client';
import type { CaptchaVerifier } from '../context';
import { createFactory, type Factory } from './factories';
import type { LiveHubOptions } from '../modules/live/live-hub';
import { installResponseSchemaCheck } from './response-schema-check';

export type DbKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function databaseKinds(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A digest of the committed migrations (every file of the migrations folder), naming the
 * migrated images below: a new or changed migration gives new ones.
 */
let digest: string | undefined;
function migrationsDigest(): string {
  if (digest) return digest;
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(fs.readFileSync(file));
    }
  };
  walk(migrationsFolder);
  return (digest = hash.digest('hex').slice(0, 16));
}

/**
 * A migrated, empty PGlite database as a tarball, made once per set of migrations and kept in
 * the temporary folder for every test file and worker: an empty PGlite runs initdb (about
 * 2.5 s here) and the migrations (about 1.7 s), one started from the tarball takes about 0.7 s.
 * Written under a temporary name and renamed, so a concurrent reader never sees half a file.
 */
let image: Promise<Blob> | undefined;
function migratedPgliteImage(): Promise<Blob> {
  // Read once per test file (its module instance), whatever the number of apps it opens.
  image ??= readOrMakePgliteImage();
  image.catch(() => (image = undefined));
  return image;
}

async function readOrMakePgliteImage(): Promise<Blob> {
  // PGlite's version in the name too: another version may not read this one's data directory.
  const version = pgliteVersion();
  const file = path.join(os.tmpdir(), `cadence-test-pglite-${version}-${migrationsDigest()}.tar`);
  if (!fs.existsSync(file)) {
    const database = await openDatabase({ databaseUrl: null, dataDir: null });
    const dumped = await database.dump!();
    await database.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dumped.arrayBuffer()));
    fs.renameSync(partial, file);
    // Images of other migrations or PGlite versions are not used again (42 MB each).
    for (const other of fs.readdirSync(os.tmpdir())) {
      const stale = path.join(os.tmpdir(), other);
      if (/^cadence-test-pglite-.*\.tar$/.test(other) && stale !== file)
        fs.rmSync(stale, { force: true });
    }
  }
  return new Blob([fs.readFileSync(file)]);
}

/** The installed PGlite's version (its package.json, found above its entry point). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (
    JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }
  ).version;
}

/** Key of the advisory lock under which one test process builds the PostgreSQL template. */
const TEMPLATE_LOCK_KEY = 0x6361_6474; // 'cadt'

/**
 * The name of a migrated, empty PostgreSQL database, made once per set of migrations, that
 * each test database is copied from (`CREATE DATABASE … TEMPLATE`, about 0.05 s against 0.3 s
 * of migrations). Built under an advisory lock by the first test process that needs it,
 * migrated under a temporary name and renamed, so no process copies a half-migrated one;
 * templates of other migrations are dropped then.
 */
async function postgresTemplate(admin: pg.Client, base: string): Promise<string> {
  const name = `cadence_tpl_${migrationsDigest()}`;
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const old = await admin.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, 'cadence_tpl_')",
    );
    for (const { datname } of old.rows) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    const building = `${name}_building`;
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(base);
    url.pathname = `/${building}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
    await database.close();
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
  }
}

/** Opens a fresh, migrated database of `kind`; `close` drops it (PostgreSQL) or frees it. */
export async function openTestDatabase(kind: DbKind): Promise<Database> {
  if (kind === 'pglite') {
    return openDatabase({ databaseUrl: null, dataDir: null, image: await migratedPgliteImage() });
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `cadence_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const template = await postgresTemplate(admin, base);
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  return {
    ...database,
    close: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  factory: Factory;
  /** Moves the app's clock; `clock.set(date)` / `clock.advance(ms)`; `clock.reset()` back to real time. */
  clock: { set(d: Date): void; advance(ms: number): void; reset(): void; now(): Date };
  /** Sends a request (JSON body) with an optional session cookie. */
  request(opts: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  verifyCaptcha?: CaptchaVerifier;
  backgroundJobs?: boolean;
  /** The built client's folder the app serves (default dist/client). */
  clientDir?: string;
  /** Timers of the live 1:1 (modules/live/live-hub.ts). */
  live?: LiveHubOptions;
  /**
   * An open database to use instead of a fresh one (several app instances on one database);
   * the caller closes it.
   */
  database?: Database;
}

export async function createTestApp(kind: DbKind, options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase(kind));
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://cadence.test',
    SECRET_KEY: 'test-only-secret-key-0123456789abcdef',
    // Tests sign up many organisations on one server; `SIGNUP: ''` gives the default rule.
    SIGNUP: 'open',
    NOTES_KEY: '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
    ...options.env,
  });
  let offset = 0;
  let fixed: Date | null = null;
  const now = () => (fixed ? new Date(fixed.getTime() + offset) : new Date(Date.now() + offset));
  const app = await buildApp({
    config,
    database,
    now,
    verifyCaptcha: options.verifyCaptcha,
    backgroundJobs: options.backgroundJobs ?? false,
    logger: false,
    clientDir: options.clientDir,
    live: options.live,
  });
  installResponseSchemaCheck(app);
  await app.ready();
  const factory = createFactory(database.db, now);
  return {
    app,
    database,
    config,
    factory,
    clock: {
      set: (d) => {
        fixed = d;
        offset = 0;
      },
      advance: (ms) => {
        offset += ms;
      },
      reset: () => {
        fixed = null;
        offset = 0;
      },
      now,
    },
    request: ({ cookie, headers, ...rest }) =>
      app.inject({ ...rest, headers: { ...(headers ?? {}), ...(cookie ? { cookie } : {}) } }),
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/** Creates one app for the enclosing describe block (beforeAll / afterAll). */
export function useTestApp(kind: DbKind, options: TestAppOptions = {}): TestApp {
  const holder = {} as { t: TestApp };
  beforeAll(async () => {
    holder.t = await createTestApp(kind, options);
  });
  afterAll(async () => {
    await holder.t?.close();
  });
  return new Proxy({} as TestApp, {
    get: (_target, prop) => (holder.t as unknown as Record<PropertyKey, unknown>)[prop],
  });
}

/**
 * Waits until `app` has received the session cache's `cadence_auth` notification of a write made
 * straight to the database since `generation` (`app.ctx.sessionCache.generation()` read before
 * the write; decision 23): what another instance's or the admin command's write looks like.
 * PostgreSQL delivers it on the listening connection within milliseconds of the commit.
 * @throws after 2 s without it.
 */
export async function untilAuthChangeSeen(app: FastifyInstance, generation: number): Promise<void> {
  const end = Date.now() + 2_000;
  while (app.ctx.sessionCache.generation() === generation) {
    if (Date.now() > end) throw new Error('No cadence_auth notification within 2 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
