/**
 * Part of `npm run bench` (docs/performance.md "Request path"): the app's authenticated
 * `GET /api/meetings` (a Manager with 50 meetings, 3 action items each, among
 * BASELINE_FILLER other meetings; request logging on, into a discarding stream) against the
 * bare baseline (`bare-server.ts`: Fastify + the raw driver selecting the same manager's 50
 * meetings by an indexed column), on the same database: embedded PGlite, then PostgreSQL
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a database of its own,
 * dropped after). Both listen on 127.0.0.1 and are loaded over keep-alive HTTP by
 * BASELINE_CONNECTIONS (default 8) concurrent clients in interleaved rounds of
 * BASELINE_ROUND_MS (default 2,000 ms), BASELINE_ROUNDS (default 5) each after a warm-up round.
 * Prints requests/s (median of the rounds), p50/p99 latency (all rounds) and the ratio
 * app / bare (the target is 0.7 or more). Nothing is asserted.
 */
import http from 'node:http';
import { Writable } from 'node:stream';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/env';
import { openDatabase, type Database } from '../../src/server/db/client';
import { createSession, SESSION_COOKIE } from '../../src/server/modules/auth/sessions';
import { startBareServer, type RawQuery } from './bare-server';

const CONNECTIONS = Number(process.env.BASELINE_CONNECTIONS ?? 8);
const ROUND_MS = Number(process.env.BASELINE_ROUND_MS ?? 2000);
const ROUNDS = Number(process.env.BASELINE_ROUNDS ?? 5);
const FILLER = Number(process.env.BASELINE_FILLER ?? 5000);

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
}

interface Round {
  requests: number;
  seconds: number;
  latencies: number[];
}

/** Loads `target` for `ms` with CONNECTIONS clients in a closed loop; non-200 answers throw. */
async function round(target: Target, agent: http.Agent, ms: number): Promise<Round> {
  const latencies: number[] = [];
  const start = performance.now();
  const end = start + ms;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const t = performance.now();
      const req = http.get(target.url, { agent, headers: target.headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${target.name}: HTTP ${res.statusCode}`));
          latencies.push(performance.now() - t);
          resolve();
        });
      });
      req.on('error', reject);
    });
  const client = async () => {
    while (performance.now() < end) await one();
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  return { requests: latencies.length, seconds: (performance.now() - start) / 1000, latencies };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

/** Seeds the Manager (returned id) with 50 meetings, their team and the filler meetings. */
async function seed(database: Database): Promise<number> {
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
  await db.execute(sql`analyze`);
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
  const targets: Target[] = [
    { name: 'bare', url: `${bare.url}/meetings?manager=${managerId}`, headers: {} },
    {
      name: 'app',
      url: `http://127.0.0.1:${port}/api/meetings`,
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    },
  ];
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  try {
    for (const target of targets) await round(target, agent, 1000); // warm-up
    const results = new Map<string, Round[]>(targets.map((t) => [t.name, []]));
    for (let i = 0; i < ROUNDS; i++) {
      for (const target of i % 2 ? [...targets].reverse() : targets) {
        results.get(target.name)!.push(await round(target, agent, ROUND_MS));
      }
    }
    const rps = (name: string) => median(results.get(name)!.map((r) => r.requests / r.seconds));
    for (const target of targets) {
      const all = results.get(target.name)!.flatMap((r) => r.latencies);
      console.log(
        `${`${kind} ${target.name}`.padEnd(18)} ${rps(target.name).toFixed(0).padStart(6)} req/s   p50 ${pct(all, 50).toFixed(2).padStart(6)} ms   p99 ${pct(all, 99).toFixed(2).padStart(6)} ms`,
      );
    }
    console.log(
      `${`${kind} ratio`.padEnd(18)} ${(rps('app') / rps('bare')).toFixed(2)} (app / bare; target ≥ 0.7)`,
    );
  } finally {
    agent.destroy();
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
    `\nrequest path: GET /api/meetings (Manager, 50 meetings) against the bare baseline, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${ROUND_MS} ms`,
  );
  const lite = await openDatabase({ databaseUrl: null, dataDir: null });
  try {
    const client = (lite.db as unknown as { $client: { query: RawQuery } }).$client;
    await compare('pglite', lite, (text, params) => client.query(text, params));
  } finally {
    await lite.close();
  }
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
  try {
    await compare('postgres', database, (text, params) => pool.query(text, params));
  } finally {
    await pool.end();
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

if (process.argv[1]?.endsWith('baseline.ts')) void benchBaseline();
