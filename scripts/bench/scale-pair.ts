/**
 * Interleaved comparison of two existing bench databases (docs/performance.md "Scale"): every
 * call of the screens (`screenCalls`, scale.ts), timed through `app.inject` on a database of 1,000
 * meetings (BENCH_PAIR_SMALL_URL) and one of 1,000,000 (BENCH_PAIR_LARGE_URL), one call on each
 * in turn for BENCH_RUNS rounds (default 20) so both see the same machine load, after
 * BENCH_WARM_UP untimed rounds of every call. Prints p50 /
 * p95 in ms, the response size in KB at each size and the growth of the p50. Both databases
 * must hold the people of scale-seed.ts; opening them applies the app's migrations. Figures
 * are printed, never asserted.
 */
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/env';
import { openDatabase } from '../../src/server/db/client';
import { createSession, SESSION_COOKIE } from '../../src/server/modules/auth/sessions';
import { MEASURED_MANAGER, MEASURED_MEMBER } from './scale-seed';
import { advancePivotAsTheServer, pct, screenCalls } from './scale';

type Who = 'senior' | 'manager' | 'member';

const member = MEASURED_MEMBER;
const manager = MEASURED_MANAGER;

const ONLY = process.env.BENCH_PAIR_ONLY?.split(',');
/** The calls compared: every call the screens make on first load (scale.ts), or those whose
 * "<as> <url>" contains one of BENCH_PAIR_ONLY's comma-separated strings. */
const CALLS: [Who, string][] = screenCalls(member, manager)
  .map((c): [Who, string] => [c.as, c.url])
  .filter(([who, url]) => !ONLY || ONLY.some((o) => `${who} ${url}`.includes(o)))
  // BENCH_PAIR_EXTRA: more calls, "<as> <url>" separated by commas (a page of the size the
  // small database answers, say, to compare like with like).
  .concat(
    (process.env.BENCH_PAIR_EXTRA?.split(',') ?? []).map((c): [Who, string] => {
      const [who, url] = c.trim().split(/\s+/);
      return [who as Who, url!];
    }),
  );

async function side(url: string) {
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  const config = loadConfig({ NODE_ENV: 'test', APP_URL: 'http://bench.test' });
  const app = await buildApp({ config, database, backgroundJobs: false, logger: false });
  await app.ready();
  await advancePivotAsTheServer(database.db);
  const cookie = async (id: number) =>
    `${SESSION_COOKIE}=${(await createSession(database.db, id, new Date())).token}`;
  const cookies: Record<Who, string> = {
    senior: await cookie(1),
    manager: await cookie(manager),
    member: await cookie(member),
  };
  const call = async (who: Who, path: string) => {
    const start = performance.now();
    const res = await app.inject({ method: 'GET', url: path, headers: { cookie: cookies[who] } });
    if (res.statusCode !== 200) throw new Error(`${path} as ${who}: ${res.statusCode} ${res.body}`);
    return { ms: performance.now() - start, bytes: res.rawPayload.length };
  };
  return { call, close: async () => (await app.close(), await database.close()) };
}

/** Untimed rounds of every call before the timed ones (BENCH_WARM_UP, default 6). */
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 6);

async function main() {
  const runs = Number(process.env.BENCH_RUNS ?? 20);
  const small = await side(process.env.BENCH_PAIR_SMALL_URL!);
  const large = await side(process.env.BENCH_PAIR_LARGE_URL!);
  const load = [loadavg()[0]!];
  console.log(
    `${'as'.padEnd(8)} ${'call'.padEnd(44)} ${'1k p50'.padStart(7)} ${'1k p95'.padStart(7)} ${'1k KB'.padStart(6)} ${'1M p50'.padStart(7)} ${'1M p95'.padStart(7)} ${'1M KB'.padStart(6)} ${'growth'.padStart(7)}`,
  );
  // Warm-up: every call WARM_UP times on each side first, so that the first calls timed are not
  // the ones that compile the app's code, and the named statements (decision 25) are past the
  // five executions PostgreSQL plans for their values before it keeps one plan.
  for (let i = 0; i < WARM_UP; i++) {
    for (const [who, path] of CALLS) {
      await small.call(who, path);
      await large.call(who, path);
    }
  }
  for (const [who, path] of CALLS) {
    const a: number[] = [];
    const b: number[] = [];
    let kbA = 0;
    let kbB = 0;
    kbA = (await small.call(who, path)).bytes / 1024;
    kbB = (await large.call(who, path)).bytes / 1024;
    for (let i = 0; i < runs; i++) {
      a.push((await small.call(who, path)).ms);
      b.push((await large.call(who, path)).ms);
    }
    load.push(loadavg()[0]!);
    const f = (x: number, w = 7) => x.toFixed(1).padStart(w);
    console.log(
      `${who.padEnd(8)} ${path.slice(0, 44).padEnd(44)} ${f(pct(a, 50))} ${f(pct(a, 95))} ${f(kbA, 6)} ${f(pct(b, 50))} ${f(pct(b, 95))} ${f(kbB, 6)} ${(pct(b, 50) / pct(a, 50)).toFixed(2).padStart(6)}×`,
    );
  }
  console.log(
    `load average (1 min) during the run: ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}`,
  );
  await small.close();
  await large.close();
}

await main();
