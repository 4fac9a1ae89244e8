/**
 * Part of `npm run bench` (docs/performance.md "Request path"): the app's authenticated
 * `GET /api/meetings?cursor=`, the first keyset page of 50 that the manager dashboard's list
 * asks for (a Manager with 50 meetings, 3 action items each, among BASELINE_FILLER other
 * meetings; request logging on, into a discarding stream), against the bare baseline
 * (`bare-server.ts`: Fastify + the raw driver selecting the same manager's 50 meetings by an
 * indexed column, LIMIT 50), on the same database: embedded PGlite, then PostgreSQL
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a database of its own,
 * dropped after). BASELINE_APP_QUERY replaces the query string (`''`: spec 7's unpaged array,
 * which no screen asks for since the list is paged). Both listen on 127.0.0.1 in this process
 * and are loaded over keep-alive HTTP by BASELINE_CONNECTIONS (default 8) concurrent clients,
 * from a child process of their own (load-client.ts), in interleaved rounds of
 * BASELINE_ROUND_MS (default 2,000 ms), BASELINE_ROUNDS (default 5) each after a warm-up round.
 * BASELINE_DATABASES (default `pglite,postgres`) chooses the databases, BASELINE_TARGETS (default
 * `bare,app`) the servers loaded (one alone, to profile it: `node --cpu-prof`).
 * Prints requests/s (median of the rounds), p50/p99 latency (all rounds), the servers' CPU time
 * per request (this process's, so without the load generator's or PostgreSQL's), PostgreSQL's
 * and the load generator's CPU time per request, and the ratio app / bare (the target is 0.7
 * or more). Nothing is asserted.
 */
import { fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/env';
import { openDatabase, type Database } from '../../src/server/db/client';
import { createSession, SESSION_COOKIE } from '../../src/server/modules/auth/sessions';
import { startBareServer, type RawQuery } from './bare-server';
import type { LoadOrder, LoadResult } from './load-client';
import { pct } from './scale';

const CONNECTIONS = Number(process.env.BASELINE_CONNECTIONS ?? 8);
const ROUND_MS = Number(process.env.BASELINE_ROUND_MS ?? 2000);
const ROUNDS = Number(process.env.BASELINE_ROUNDS ?? 5);
const FILLER = Number(process.env.BASELINE_FILLER ?? 5000);
/** Which servers to load (comma-separated: bare, app; one alone for a CPU profile of it). */
const TARGETS = (process.env.BASELINE_TARGETS ?? 'bare,app').split(',');
/** Which databases to compare on (comma-separated: pglite, postgres). */
const DATABASES = (process.env.BASELINE_DATABASES ?? 'pglite,postgres').split(',');
/** The app's query string: the dashboard list's first page unless told otherwise. */
const APP_QUERY = process.env.BASELINE_APP_QUERY ?? '?cursor=';

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
}

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

/** One database: seeds, starts the app and the bare server, runs the interleaved rounds. */
async function compare(kind: string, database: Database, rawQuery: RawQuery): Promise<void> {
  const managerId = await seed(database);
  const discard = new Writable({ write: (_c, _e, done) => done() });
  const config = loadConfig({ NODE_ENV: 'production', APP_URL: 'http://127.0.0.1' });
  const app = await buildApp({
    config,
    database,
    backgroundJobs: false,
    logger: { stream: discard },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;
  const bare = await startBareServer(rawQuery);
  const { token } = await createSession(database.db, managerId, new Date());
  const targets: Target[] = (<Target[]>[
    { name: 'bare', url: `${bare.url}/meetings?manager=${managerId}`, headers: {} },
    {
      name: 'app',
      url: `http://127.0.0.1:${port}/api/meetings${APP_QUERY}`,
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    },
  ]).filter((t) => TARGETS.includes(t.name));
  const load = startLoadGenerator();
  try {
    const bytes = new Map<string, number>();
    for (const target of targets) {
      const response = await fetch(target.url, { headers: target.headers });
      bytes.set(target.name, (await response.arrayBuffer()).byteLength);
    }
    for (const target of targets) await load.round(target, 1000); // warm-up
    const results = new Map<string, Round[]>(targets.map((t) => [t.name, []]));
    for (let i = 0; i < ROUNDS; i++) {
      for (const target of i % 2 ? [...targets].reverse() : targets) {
        const cpu = process.cpuUsage();
        const databaseBefore = kind === 'postgres' ? postgresCpuMs() : null;
        const result = await load.round(target, ROUND_MS);
        const used = process.cpuUsage(cpu);
        const databaseAfter = databaseBefore === null ? null : postgresCpuMs();
        results.get(target.name)!.push({
          ...result,
          serverCpuMs: (used.user + used.system) / 1000,
          databaseCpuMs:
            databaseBefore === null || databaseAfter === null
              ? null
              : databaseAfter - databaseBefore,
        });
      }
    }
    const rps = (name: string) => median(results.get(name)!.map((r) => r.requests / r.seconds));
    for (const target of targets) {
      const rounds = results.get(target.name)!;
      const all = rounds.flatMap((r) => r.latencies);
      const cpuPerRequest = median(rounds.map((r) => (r.serverCpuMs ?? 0) / r.requests));
      const clientCpu = median(rounds.map((r) => r.clientCpuMs / r.requests));
      const databaseCpu = rounds.every((r) => typeof r.databaseCpuMs === 'number')
        ? `   PostgreSQL CPU ${median(rounds.map((r) => r.databaseCpuMs! / r.requests)).toFixed(2)} ms/request`
        : '';
      console.log(
        `${`${kind} ${target.name}`.padEnd(18)} ${rps(target.name).toFixed(0).padStart(6)} req/s   p50 ${pct(all, 50).toFixed(2).padStart(6)} ms   p99 ${pct(all, 99).toFixed(2).padStart(6)} ms   server CPU ${cpuPerRequest.toFixed(2)} ms/request${databaseCpu}   load generator CPU ${clientCpu.toFixed(2)} ms/request   ${((bytes.get(target.name) ?? 0) / 1024).toFixed(1)} KB`,
      );
    }
    if (targets.length < 2) return;
    console.log(
      `${`${kind} ratio`.padEnd(18)} ${(rps('app') / rps('bare')).toFixed(2)} (app / bare; target ≥ 0.7)`,
    );
  } finally {
    load.close();
    await bare.close();
    await app.close();
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
    await compare('pglite', lite, (text, params) => client.query(text, params));
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
    await compare('postgres', database, (text, params) => pool.query(text, params));
  } finally {
    await pool.end();
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

if (process.argv[1]?.endsWith('baseline.ts')) void benchBaseline();
