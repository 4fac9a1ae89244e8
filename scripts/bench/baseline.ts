/**
 * Part of `npm run bench` (docs/performance.md "Request path"): the app's authenticated
 * `GET /api/meetings?cursor=`, the first keyset page of 50 that the manager dashboard's list
 * asks for (a Manager with 50 meetings, 3 action items each, among BASELINE_FILLER other
 * meetings), against the bare baseline (`bare-server.ts`: Fastify + the raw driver selecting
 * the same manager's 50 meetings by an indexed column, LIMIT 50), on the same database.
 *
 * On PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a
 * database of its own, dropped after) the app runs as `npm start` runs it: the production
 * build `dist/server/main.js` (built first if missing, as `npm start` does; after a code change
 * run `npm run build`) as a process of its own, NODE_ENV=production,
 * its standard output (the access log, one line per request) into a file, as twice: `app`
 * with the access log on (LOG_LEVEL=info, the default) and `app-nolog` (LOG_LEVEL=warn). On
 * embedded PGlite, which one process holds, the app is built in this process (`buildApp`) with
 * the same batched log destination (`http/log-destination.ts`) on a file, and a second one at
 * level `warn`. BASELINE_APP_QUERY replaces the query string (`''`: spec 7's unpaged array).
 *
 * The servers listen on 127.0.0.1 and are loaded over keep-alive HTTP by BASELINE_CONNECTIONS
 * (default 8) concurrent clients from a child process of their own (load-client.ts), in
 * interleaved rounds of BASELINE_ROUND_MS (default 2,000 ms), BASELINE_ROUNDS (default 5) each
 * after a warm-up round. BASELINE_DATABASES (default `pglite,postgres`) chooses the databases,
 * BASELINE_TARGETS (default `bare,app,app-nolog`) the servers loaded (one alone, to profile it:
 * BASELINE_SERVER_ARGS=--cpu-prof adds arguments to the built server's `node`).
 *
 * Prints, per server: requests/s (median of the rounds), p50/p99 latency (all rounds), the
 * server's CPU time per request (its process's, from /proc, or this process's for the ones
 * built here), PostgreSQL's (every `postgres` process of the machine, so on a shared machine the
 * others' queries too) and the load generator's CPU time per request, the answer's size
 * and the load average; then the ratio app / bare as `npm start` runs (target ≥ 0.7), the
 * ratio without the log, and the log's cost (1 − app / app-nolog, target ≤ 5 %), each the median
 * of the rounds' ratios. Nothing is asserted.
 */
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/env';
import { openDatabase, type Database } from '../../src/server/db/client';
import { createSession, SESSION_COOKIE } from '../../src/server/modules/auth/sessions';
import { createLogDestination } from '../../src/server/http/log-destination';
import { freePort } from '../../src/server/test/security/crash-server';
import { startBareServer, type RawQuery } from './bare-server';
import type { LoadOrder, LoadResult } from './load-client';
import { pct } from './scale';

const CONNECTIONS = Number(process.env.BASELINE_CONNECTIONS ?? 8);
const ROUND_MS = Number(process.env.BASELINE_ROUND_MS ?? 2000);
const ROUNDS = Number(process.env.BASELINE_ROUNDS ?? 5);
const FILLER = Number(process.env.BASELINE_FILLER ?? 5000);
/** Which servers to load (comma-separated: bare, app, app-nolog; one alone to profile it). */
const TARGETS = (process.env.BASELINE_TARGETS ?? 'bare,app,app-nolog').split(',');
/** Extra arguments of the built server's `node` (e.g. `--cpu-prof`). */
const SERVER_ARGS = (process.env.BASELINE_SERVER_ARGS ?? '').split(' ').filter(Boolean);
/** Which databases to compare on (comma-separated: pglite, postgres). */
const DATABASES = (process.env.BASELINE_DATABASES ?? 'pglite,postgres').split(',');
/** The app's query string: the dashboard list's first page unless told otherwise. */
const APP_QUERY = process.env.BASELINE_APP_QUERY ?? '?cursor=';

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
  /** The server's process when it is not this one (its CPU time is read from /proc). */
  pid?: number;
}

/** The repository's root (the built server is `dist/server/main.js` under it). */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The 1-minute load average, printed beside each figure (the machine is shared). */
const load1 = () => loadavg()[0]!.toFixed(1);

/** A round's load result and the CPU time this process (the servers) used meanwhile, in ms. */
type Round = LoadResult & { serverCpuMs?: number; databaseCpuMs?: number | null };

/**
 * CPU time (ms, user + system) used so far by this machine's PostgreSQL processes (every
 * process named `postgres` in /proc, at the kernel's clock-tick resolution), or null where
 * /proc cannot be read (not Linux, or PostgreSQL elsewhere). Read before and after a round on
 * PostgreSQL, it gives the database's share of a request, which `process.cpuUsage()` leaves out.
 */
function postgresCpuMs(): number | null {
  try {
    let ticks = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // the process ended meanwhile
      }
      // pid (comm) state ppid …: fields after the command's closing parenthesis; utime and
      // stime are the 14th and 15th fields of the line, the 12th and 13th after it.
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
/** CPU time (ms, user + system) used so far by process `pid`, from /proc; null where unreadable. */
function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** USER_HZ: Linux reports /proc CPU times in hundredths of a second on every architecture it runs on here. */
const CLOCK_TICKS_PER_SECOND = 100;

/** The load generator, a child process (load-client.ts): one round at a time. */
interface LoadGenerator {
  round(target: Target, ms: number): Promise<Round>;
  close(): void;
}

function startLoadGenerator(): LoadGenerator {
  const child = fork(fileURLToPath(new URL('./load-client.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
  });
  return {
    round: (target, ms) =>
      new Promise((resolve, reject) => {
        child.once('message', (message: Round | { error: string }) => {
          if ('error' in message) reject(new Error(`${target.name}: ${message.error}`));
          else resolve(message);
        });
        const order: LoadOrder = {
          url: target.url,
          headers: target.headers,
          ms,
          connections: CONNECTIONS,
        };
        child.send(order);
      }),
    close: () => child.disconnect(),
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Seeds the Manager (returned id) with 50 meetings, their team and the filler meetings. */
export async function seed(database: Database): Promise<number> {
  const { db } = database;
  await db.execute(sql`insert into organizations (name) values ('Baseline Org')`);
  await db.execute(sql`
    insert into users (organization_id, email, username, password_hash, first_name, last_name, role, manager_id)
    select 1, 'b' || g || '@bench.test', 'b' || g, 'x', 'First' || g, 'Last' || g,
      case when g = 1 then 'Senior Manager' when g <= 21 then 'Manager' else 'Team Member' end,
      case when g = 1 then null when g <= 21 then 1 when g <= 31 then 2 else 3 + (g % 19) end
    from generate_series(1, 221) g`);
  // Manager 2: 50 meetings with their 10 team members (22–31); the other managers (3–21) and
  // their team members (32–221) share the filler.
  await db.execute(sql`
    insert into meetings (organization_id, team_member_id, manager_id, date, start_time, duration,
      status, agenda, notes, ics_uid)
    select 1, case when g <= 50 then 22 + (g % 10) else 32 + (g % 190) end,
      case when g <= 50 then 2 else 3 + ((32 + (g % 190)) % 19) end,
      date '2031-01-01' + (g % 400), lpad((8 + g % 9)::text, 2, '0') || ':00', 30,
      case g % 3 when 0 then 'completed' when 1 then 'scheduled' else 'in_progress' end,
      '<p>Agenda ' || g || '</p>', '<p>Notes of meeting ' || g || '</p>', 'base' || g || '@bench'
    from generate_series(1, ${50 + FILLER}) g`);
  await db.execute(sql`
    insert into action_items (meeting_id, position, description, status)
    select m.id, p, 'Item ' || p || ' of ' || m.id, case (m.id + p) % 3 when 0 then 'completed' when 1 then 'pending' else 'stuck' end
    from meetings m cross join generate_series(0, 2) p`);
  // VACUUM as well as ANALYZE: a database that has been running has been vacuumed by
  // autovacuum, so its visibility map lets index-only scans skip the table. A freshly
  // seeded one has none (and autovacuum may be off, as on the project's machine).
  await db.execute(sql`vacuum (analyze)`);
  return 2;
}

/** The apps of one database: their targets (without the session header) and how to stop them. */
interface Apps {
  targets: Target[];
  /** Lines the access-log files hold, by target name (read after the rounds). */
  logLines(): Map<string, number>;
  close(): Promise<void>;
}

/** Counts the newline-terminated lines of `file` (0 when it is missing). */
function countLines(file: string): number {
  if (!existsSync(file)) return 0;
  const text = readFileSync(file, 'utf8');
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/**
 * The apps built in this process (PGlite: one process holds the database): `app` with the
 * batched access log (`createLogDestination`) on a file, `app-nolog` at level `warn`.
 */
async function appsInProcess(database: Database, work: string): Promise<Apps> {
  const config = loadConfig({ NODE_ENV: 'production', APP_URL: 'http://127.0.0.1' });
  const started: { name: string; close: () => Promise<void>; file: string; port: number }[] = [];
  for (const [name, level] of [
    ['app', 'info'],
    ['app-nolog', 'warn'],
  ] as const) {
    if (!TARGETS.includes(name)) continue;
    const file = path.join(work, `${name}.log`);
    const fd = openSync(file, 'a');
    const log = createLogDestination({ fd });
    const app = await buildApp({
      config,
      database,
      backgroundJobs: false,
      logger: { stream: log.stream, level },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    started.push({
      name,
      file,
      port: (app.server.address() as { port: number }).port,
      close: async () => {
        await app.close();
        await log.flush();
        log.closeSync();
        closeSync(fd);
      },
    });
  }
  const files = started.map((a) => [a.name, a.file] as const);
  return {
    targets: started.map((a) => ({
      name: a.name,
      url: `http://127.0.0.1:${a.port}/api/meetings${APP_QUERY}`,
      headers: {},
    })),
    logLines: () => new Map(files.map(([name, file]) => [name, countLines(file)])),
    close: async () => {
      for (const a of started.splice(0)) await a.close();
    },
  };
}

/**
 * The production build as `npm start` runs it (`node dist/server/main.js`, NODE_ENV=production),
 * each on a free port with its standard output in a file: `app` (LOG_LEVEL=info) and
 * `app-nolog` (LOG_LEVEL=warn). Resolves once each answers GET /api/health.
 */
async function appsAsNpmStart(databaseUrl: string, work: string): Promise<Apps> {
  // As `npm start` does: build once when there is no production build (never rebuilds one).
  const ensured = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (ensured.status !== 0) throw new Error('no production build (`npm run build`)');
  const started: { name: string; proc: ChildProcess; file: string; port: number }[] = [];
  for (const [name, level] of [
    ['app', 'info'],
    ['app-nolog', 'warn'],
  ] as const) {
    if (!TARGETS.includes(name)) continue;
    const port = await freePort();
    const file = path.join(work, `${name}.log`);
    const out = openSync(file, 'a');
    const proc = spawn(process.execPath, [...SERVER_ARGS, 'dist/server/main.js'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', out, 'inherit'],
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: databaseUrl,
        DATA_DIR: path.join(work, `${name}-data`),
        LOG_LEVEL: level,
        SECRET_KEY: 'baseline-bench-secret-key-0123456789',
        NOTES_KEY: 'efefefefefefefefefefefefefefefefefefefefefefefefefefefefefefefef',
      },
    });
    closeSync(out);
    started.push({ name, proc, file, port });
  }
  const deadline = Date.now() + 60_000;
  for (const a of started) {
    for (;;) {
      if (a.proc.exitCode !== null) throw new Error(`${a.name} exited with ${a.proc.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${a.port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`${a.name} did not answer /api/health in 60 s`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const files = started.map((a) => [a.name, a.file] as const);
  return {
    targets: started.map((a) => ({
      name: a.name,
      url: `http://127.0.0.1:${a.port}/api/meetings${APP_QUERY}`,
      headers: {},
      pid: a.proc.pid,
    })),
    logLines: () => new Map(files.map(([name, file]) => [name, countLines(file)])),
    close: async () => {
      for (const a of started.splice(0)) {
        if (a.proc.exitCode !== null || a.proc.signalCode !== null) continue;
        const exited = new Promise((r) => a.proc.once('exit', r));
        a.proc.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/**
 * One database: seeds, starts the bare server and the apps (`startApps`), runs the interleaved
 * rounds and prints the figures (see the file's comment).
 */
async function compare(
  kind: string,
  database: Database,
  rawQuery: RawQuery,
  startApps: (work: string) => Promise<Apps>,
): Promise<void> {
  const managerId = await seed(database);
  const work = mkdtempSync(path.join(tmpdir(), 'cadence-baseline-'));
  const apps = await startApps(work);
  const bare = await startBareServer(rawQuery);
  const { token } = await createSession(database.db, managerId, new Date());
  const targets: Target[] = [
    { name: 'bare', url: `${bare.url}/meetings?manager=${managerId}`, headers: {} },
    ...apps.targets.map((t) => ({ ...t, headers: { cookie: `${SESSION_COOKIE}=${token}` } })),
  ].filter((t) => TARGETS.includes(t.name));
  const load = startLoadGenerator();
  try {
    const bytes = new Map<string, number>();
    for (const target of targets) {
      const response = await fetch(target.url, { headers: target.headers });
      if (!response.ok) throw new Error(`${target.name}: HTTP ${response.status}`);
      bytes.set(target.name, (await response.arrayBuffer()).byteLength);
    }
    const warmUp = new Map<string, number>();
    for (const target of targets)
      warmUp.set(target.name, (await load.round(target, 1000)).requests);
    const results = new Map<string, Round[]>(targets.map((t) => [t.name, []]));
    const loads = new Map<string, number[]>(targets.map((t) => [t.name, []]));
    for (let i = 0; i < ROUNDS; i++) {
      // Rotated each round, so no server always follows the same one.
      const order = targets.map((_, j) => targets[(i + j) % targets.length]!);
      for (const target of order) {
        const cpu = process.cpuUsage();
        const serverBefore = target.pid ? processCpuMs(target.pid) : null;
        const databaseBefore = kind === 'postgres' ? postgresCpuMs() : null;
        const result = await load.round(target, ROUND_MS);
        const used = process.cpuUsage(cpu);
        const serverAfter = target.pid ? processCpuMs(target.pid) : null;
        const databaseAfter = databaseBefore === null ? null : postgresCpuMs();
        loads.get(target.name)!.push(loadavg()[0]!);
        results.get(target.name)!.push({
          ...result,
          serverCpuMs:
            target.pid && serverBefore !== null && serverAfter !== null
              ? serverAfter - serverBefore
              : (used.user + used.system) / 1000,
          databaseCpuMs:
            databaseBefore === null || databaseAfter === null
              ? null
              : databaseAfter - databaseBefore,
        });
      }
    }
    const rps = (name: string) => median(results.get(name)!.map((r) => r.requests / r.seconds));
    // A ratio is the median of the rounds' ratios: round i of each server ran within the same
    // few seconds, so a change of the machine's load between rounds cancels out.
    const ratio = (a: string, b: string) =>
      median(
        results.get(a)!.map((r, i) => {
          const other = results.get(b)![i]!;
          return r.requests / r.seconds / (other.requests / other.seconds);
        }),
      );
    for (const target of targets) {
      const rounds = results.get(target.name)!;
      const all = rounds.flatMap((r) => r.latencies);
      const cpuPerRequest = median(rounds.map((r) => (r.serverCpuMs ?? 0) / r.requests));
      const clientCpu = median(rounds.map((r) => r.clientCpuMs / r.requests));
      const databaseCpu = rounds.every((r) => typeof r.databaseCpuMs === 'number')
        ? `   PostgreSQL CPU ${median(rounds.map((r) => r.databaseCpuMs! / r.requests)).toFixed(2)} ms/request`
        : '';
      const loadRange = loads.get(target.name)!;
      console.log(
        `${`${kind} ${target.name}`.padEnd(18)} ${rps(target.name).toFixed(0).padStart(6)} req/s   p50 ${pct(all, 50).toFixed(2).padStart(6)} ms   p99 ${pct(all, 99).toFixed(2).padStart(6)} ms   server CPU ${cpuPerRequest.toFixed(2)} ms/request${databaseCpu}   load generator CPU ${clientCpu.toFixed(2)} ms/request   ${((bytes.get(target.name) ?? 0) / 1024).toFixed(1)} KiB   load average ${Math.min(...loadRange).toFixed(1)}–${Math.max(...loadRange).toFixed(1)}`,
      );
    }
    const has = (name: string) => results.has(name);
    const how = kind === 'postgres' ? 'as `npm start` runs' : 'built in this process';
    if (has('app') && has('bare'))
      console.log(
        `${`${kind} ratio`.padEnd(18)} ${ratio('app', 'bare').toFixed(2)} (app / bare, ${how}, access log on; target ≥ 0.7)`,
      );
    if (has('app-nolog') && has('bare'))
      console.log(
        `${`${kind} ratio no log`.padEnd(18)} ${ratio('app-nolog', 'bare').toFixed(2)} (app with LOG_LEVEL=warn / bare)`,
      );
    if (has('app') && has('app-nolog')) {
      // The size probe, the warm-up and the rounds; the server's own health checks add a few.
      const served =
        1 + warmUp.get('app')! + results.get('app')!.reduce((n, r) => n + r.requests, 0);
      console.log(
        `${`${kind} log cost`.padEnd(18)} ${((1 - ratio('app', 'app-nolog')) * 100).toFixed(1)} % of throughput (1 − app / app-nolog; target ≤ 5 %)   load average now ${load1()}`,
      );
      await apps.close();
      const lines = apps.logLines();
      console.log(
        `${`${kind} log lines`.padEnd(18)} ${lines.get('app')} written by app for ${served} requests (its file, after a graceful stop); ${lines.get('app-nolog')} by app-nolog`,
      );
    }
  } finally {
    load.close();
    await bare.close();
    await apps.close().catch(() => {});
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Prints the request-path baseline (see the file's comment) on PGlite and, when it can be
 * reached, PostgreSQL.
 */
export async function benchBaseline(): Promise<void> {
  console.log(
    `\nrequest path: GET /api/meetings${APP_QUERY} (Manager, 50 meetings) against the bare baseline, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${ROUND_MS} ms`,
  );
  if (DATABASES.includes('pglite')) await onPglite();
  if (DATABASES.includes('postgres')) await onPostgres();
}

async function onPglite(): Promise<void> {
  const lite = await openDatabase({ databaseUrl: null, dataDir: null });
  try {
    const client = (lite.db as unknown as { $client: { query: RawQuery } }).$client;
    await compare(
      'pglite',
      lite,
      (text, params) => client.query(text, params),
      (work) => appsInProcess(lite, work),
    );
  } finally {
    await lite.close();
  }
}

async function onPostgres(): Promise<void> {
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `cadence_baseline_${Date.now()}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(q);
    await c.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  // DROP DATABASE … WITH (FORCE) below ends connections that may still be closing.
  pool.on('error', () => {});
  try {
    await compare(
      'postgres',
      database,
      (text, params) => pool.query(text, params),
      (work) => appsAsNpmStart(url.toString(), work),
    );
  } finally {
    await pool.end();
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

if (process.argv[1]?.endsWith('baseline.ts')) void benchBaseline();
