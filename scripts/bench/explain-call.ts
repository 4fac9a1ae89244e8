/**
 * The database side of one screen call (docs/performance.md "Scale"): runs `GET <path>` once
 * through `app.inject` as user `<userId>` on the database `<dbUrl>` (its migrations applied on
 * opening), records the SQL statements it sends (the session's left out), then runs
 * `EXPLAIN (ANALYZE, BUFFERS)` of each `[runs]` times (default 7) and prints the median
 * execution time (ms), the median planning time (ms; a named statement's generic plan is planned
 * once, so its figure is that of EXECUTE), the top node's shared buffers and the statement's start, then the sum.
 * `PLAN=1` prints each plan. `ROOT=<checkout>` runs another checkout's server code (run it from
 * that checkout, so `@/` resolves there), e.g. to compare before and after on one database.
 *
 *   node --import tsx scripts/bench/explain-call.ts postgres://…/bench_1m_copy 1 /api/analytics/team
 */
import pg from 'pg';

const ROOT = process.env.ROOT ?? process.cwd();
const [url, who, path, runsArg] = process.argv.slice(2);
if (!url || !who || !path) throw new Error('usage: explain-call.ts <dbUrl> <userId> <path> [runs]');
const runs = Number(runsArg ?? 7);

// Records what the app sends while `capturing` (pg's Client.query: a text or a config object,
// its values in the config or in the second argument, as the pool passes them).
const captured: { text: string; values: unknown[]; name?: string }[] = [];
let capturing = false;
const clientProto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
const query = clientProto.query;
clientProto.query = function (this: unknown, ...a: unknown[]) {
  if (capturing) {
    const q = a[0] as { text?: string; values?: unknown[]; name?: string } | string;
    const text = typeof q === 'string' ? q : q?.text;
    const values =
      (typeof q === 'string' ? undefined : q?.values) ??
      (Array.isArray(a[1]) ? (a[1] as unknown[]) : []);
    const name = typeof q === 'string' ? undefined : q?.name;
    if (text && !/sessions|^begin|^commit/i.test(text)) captured.push({ text, values, name });
  }
  return query.apply(this, a);
};

const { buildApp } = await import(`${ROOT}/src/server/app.ts`);
const { loadConfig } = await import(`${ROOT}/src/server/env.ts`);
const { openDatabase } = await import(`${ROOT}/src/server/db/client.ts`);
const { createSession, SESSION_COOKIE } = await import(
  `${ROOT}/src/server/modules/auth/sessions.ts`
);
const database = await openDatabase({ databaseUrl: url, dataDir: null });
const config = loadConfig({ NODE_ENV: 'test', APP_URL: 'http://bench.test' });
const app = await buildApp({ config, database, backgroundJobs: false, logger: false });
await app.ready();
const cookie = `${SESSION_COOKIE}=${(await createSession(database.db, Number(who), new Date())).token}`;
await app.inject({ method: 'GET', url: path, headers: { cookie } }); // warm-up
capturing = true;
const res = await app.inject({ method: 'GET', url: path, headers: { cookie } });
capturing = false;

const { withConnectionSettings } = await import(`${ROOT}/src/server/db/connection-settings.ts`);
// The app's connection settings (no parallel workers).
const client = new pg.Client({ connectionString: withConnectionSettings(url) });
await client.connect();
let total = 0;
/**
 * A value as an SQL literal for `EXECUTE` (which takes no bound parameters): numbers as they
 * are, arrays as array literals, dates in ISO 8601, everything quoted by the driver.
 */
const literal = (v: unknown): string =>
  v === null || v === undefined
    ? 'null'
    : typeof v === 'number'
      ? String(v)
      : client.escapeLiteral(
          Array.isArray(v) ? `{${v.join(',')}}` : v instanceof Date ? v.toISOString() : String(v),
        );
for (const { text, values, name } of captured) {
  const times: number[] = [];
  const planning: number[] = [];
  let plan: string[] = [];
  // A named statement is explained as the app runs it after its first five executions:
  // prepared, with the generic plan PostgreSQL keeps (plan_cache_mode auto; decision 25).
  if (name) {
    await client.query(`prepare explained as ${text}`);
    await client.query('set plan_cache_mode = force_generic_plan');
  }
  const explain = name
    ? () =>
        client.query(
          `explain (analyze, buffers) execute explained(${values.map(literal).join(', ')})`,
        )
    : () => client.query(`explain (analyze, buffers) ${text}`, values);
  for (let i = 0; i < runs; i++) {
    const r = await explain();
    plan = r.rows.map((row: Record<string, string>) => row['QUERY PLAN']!);
    times.push(Number(/Execution Time: ([\d.]+)/.exec(plan.at(-1) ?? '')?.[1] ?? NaN));
    planning.push(Number(/Planning Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? NaN));
  }
  planning.sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  total += median;
  const buffers = /Buffers: shared hit=(\d+)/.exec(plan.join('\n'))?.[1] ?? '?';
  const start = `${name ? '(named) ' : ''}${text.replace(/\s+/g, ' ').slice(0, 90)}`;
  if (name) await client.query('deallocate explained; reset plan_cache_mode');
  const planned = planning[Math.floor(planning.length / 2)]!;
  console.log(
    `  ${median.toFixed(2).padStart(8)} ms  planning ${planned.toFixed(2)} ms  buffers ${buffers}  ${start}`,
  );
  if (process.env.PLAN) console.log(plan.join('\n'));
  if (process.env.SQL) console.log(JSON.stringify({ text, values }));
}
console.log(
  `${path} as ${who}: ${captured.length} statements, sum of medians ${total.toFixed(2)} ms, ${(res.rawPayload.length / 1024).toFixed(1)} KB`,
);
await client.end();
await app.close();
await database.close();
