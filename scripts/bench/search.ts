/**
 * Bench of GET /api/search (docs/decisions/0033-search.md), called by `npm run bench`
 * (scripts/bench.ts) or alone (`node --import tsx scripts/bench/search.ts`). In a PostgreSQL
 * database of its own (BENCH_DATABASE_URL; created and dropped here) it seeds the scale bench's
 * organisation (scripts/bench/scale-seed.ts `seedPeople`: BENCH_PEOPLE people, default 10,000)
 * and BENCH_SEARCH_MEETINGS 1:1s (default BENCH_MEETINGS, itself 1,000,000 by default; CI's
 * smoke run sets 1,000), each with a title, an agenda and notes, 3 talking points and 1 action
 * item written from a vocabulary whose word frequencies fall off as in real text (a few words
 * in a tenth of the texts, most in a few in ten thousand), with the search triggers on, so the
 * vectors are the ones the app writes. Then, for a Senior Manager (the whole organisation) and
 * for BENCH_SEARCH_MANAGERS Managers (default 20; a line of about 40 people each), it runs
 * each query of QUERIES through `searchMeetings` (the route's service) and prints p50 / p95 and
 * the largest answer's bytes per query and per actor kind, and EXPLAIN (ANALYZE) of the ranked
 * page's statement for the Senior Manager, which names the GIN indexes it reads. Nothing is
 * asserted: it prints figures (targets: p95 < 100 ms, answers ≤ 40 KB).
 * BENCH_SEARCH_DATABASE names a database to keep: seeded when it does not exist, reused (not
 * seeded, not dropped) when it does, so the timings can be run again at 1 M without the seed.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Db } from '../../src/server/db/client';
import { loadConfig } from '../../src/server/env';
import type { AppContext, Actor } from '../../src/server/context';
import { users } from '../../src/server/db/schema';
import { searchMeetings } from '../../src/server/modules/search/search.service';
import { searchQuerySchema } from '../../src/shared/schemas/search';
import { admin, benchDatabaseUrl } from './admin';
import { seedPeople } from './scale-seed';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 10_000);
const MEETINGS = Number(
  process.env.BENCH_SEARCH_MEETINGS ?? process.env.BENCH_MEETINGS ?? 1_000_000,
);
const MANAGERS = Number(process.env.BENCH_SEARCH_MANAGERS ?? 20);
const CHUNK = 100_000;

/**
 * The vocabulary, most frequent first: a word of rank r (1-based) is drawn with probability
 * about 1 / (2·√(r·n)) (the square of a uniform number picks the rank), so "team" is in about
 * one text in six and a codename near the end in a few in ten thousand.
 */
const COMMON = `team project review feedback goals plan week sprint release customer design
  deadline meeting priority process hiring budget support roadmap quality promotion career
  growth training onboarding workload travel conference mentoring salary bonus interview
  migration incident outage testing documentation architecture performance security audit
  compliance analytics dashboard marketing sales partner contract vendor pricing launch
  retrospective estimate velocity backlog refactoring database frontend backend mobile api
  infrastructure monitoring alerting oncall handover vacation parental leave relocation visa
  wellbeing stress burnout recognition certification course coaching presentation workshop
  hackathon offsite quarter objectives results okr headcount reorganisation transfer feedback
  conflict communication stakeholder expectations scope delay risk dependency blocker`
  .split(/\s+/)
  .filter(Boolean);
const CODENAMES = Array.from({ length: 1500 }, (_, i) => `kestrel${i + 1}`);
const VOCABULARY = [...COMMON, ...CODENAMES];

/** The queries timed, each a kind of search people make. */
const QUERIES = [
  'promotion',
  'budget review',
  '"career growth"',
  'promo',
  'feedback -travel',
  'kestrel140',
  'salary or bonus',
];

/**
 * A SQL expression: `words` words of the vocabulary array `v` for the row numbered by the SQL
 * expression `row` (the bench's own text), each drawn by its own hash of the row and `salt`.
 */
function textOf(row: string, salt: number, words: number): SQL {
  const picks = Array.from({ length: words }, (_, k) => {
    const multiplier = 2654435761 + 40503 * (salt * 16 + k);
    const u = `((((${row})::bigint * ${multiplier} + ${salt * 7919 + k * 104729}) % 1000003) / 1000003.0)`;
    return `v[1 + floor(${VOCABULARY.length} * power(${u}, 2))::int]`;
  });
  return sql.raw(picks.join(` || ' ' || `));
}

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Seeds the meetings, their points and items in chunks; the search triggers write the vectors. */
async function seed(db: Db): Promise<void> {
  const vocabulary = sql`${sql.param(VOCABULARY)}::text[]`;
  const lit = (n: number) => sql.raw(String(Math.trunc(n)));
  // Only the search triggers: the figures' and the list's would hold the load in their
  // transition tables, and the bench reads neither.
  for (const table of ['meetings', 'talking_points', 'action_items']) {
    await db.execute(sql.raw(`alter table ${table} disable trigger user`));
  }
  await db.execute(sql`alter table meetings enable trigger meeting_search_vector`);
  await db.execute(sql`alter table talking_points enable trigger talking_point_search_vector`);
  await db.execute(sql`alter table action_items enable trigger action_item_search_vector`);
  for (let from = 0; from < MEETINGS; from += CHUNK) {
    const to = Math.min(MEETINGS, from + CHUNK);
    await db.execute(sql`
      insert into meetings (id, organization_id, team_member_id, manager_id, date, start_time,
        duration, status, title, agenda, notes, ics_uid)
      select g, 1, tm, (select manager_id from users where id = tm),
        date '2023-01-02' + (g % 1400), lpad((8 + g % 9)::text, 2, '0') || ':00', 30,
        case when g % 3 = 0 then 'scheduled' else 'completed' end,
        'Weekly 1:1: ' || ${textOf('g', 1, 2)},
        '<p>' || ${textOf('g', 2, 6)} || '</p>',
        '<p>' || ${textOf('g', 3, 12)} || '</p><ul><li>' || ${textOf('g', 4, 8)} || '</li></ul>',
        'search-' || g || '@bench'
      from (select g, 521 + (g % ${lit(PEOPLE - 520)}) as tm, ${vocabulary} as v
        from generate_series(${lit(from + 1)}, ${lit(to)}) g) s`);
    await db.execute(sql`
      insert into talking_points (meeting_id, author_id, text, position)
      select m.id, case when p = 1 then m.manager_id else m.team_member_id end,
        ${textOf('m.id * 3 + p', 5, 6)}, p
      from meetings m cross join generate_series(0, 2) p, (select ${vocabulary} as v) x
      where m.id > ${lit(from)} and m.id <= ${lit(to)}`);
    await db.execute(sql`
      insert into action_items (meeting_id, position, description, status, stuck_reason, owner_id)
      select m.id, 0, ${textOf('m.id', 6, 5)},
        case when m.id % 7 = 0 then 'stuck' else 'pending' end,
        case when m.id % 7 = 0 then ${textOf('m.id', 7, 4)} end, m.team_member_id
      from meetings m, (select ${vocabulary} as v) x
      where m.id > ${lit(from)} and m.id <= ${lit(to)}`);
  }
  for (const table of ['meetings', 'talking_points', 'action_items']) {
    await db.execute(sql.raw(`alter table ${table} enable trigger user`));
  }
  await db.execute(sql`select setval('meetings_id_seq', ${lit(MEETINGS)})`);
  await db.execute(sql`vacuum (analyze)`);
}

/** p50 / p95 of `ms`, in milliseconds. */
function percentiles(ms: number[]): [number, number] {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return [at(0.5), at(0.95)];
}

/** Times every query for each of `actors`; prints a line per query and the whole's figures. */
async function timeQueries(ctx: AppContext, label: string, actors: Actor[]): Promise<void> {
  const all: number[] = [];
  let maxBytes = 0;
  for (const q of QUERIES) {
    const ms: number[] = [];
    let bytes = 0;
    let results = 0;
    const query = searchQuerySchema.parse({ q });
    for (const actor of actors) {
      // Each query twice per actor: the first may read cold pages.
      for (let run = 0; run < 2; run += 1) {
        const start = performance.now();
        const page = await searchMeetings({ ctx, actor, query });
        ms.push(performance.now() - start);
        bytes = Math.max(bytes, Buffer.byteLength(JSON.stringify(page)));
        results = Math.max(results, page.results.length);
      }
    }
    all.push(...ms);
    maxBytes = Math.max(maxBytes, bytes);
    const [p50, p95] = percentiles(ms);
    console.log(
      `  ${label}, q=${JSON.stringify(q)}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${results} results, ≤ ${bytes} bytes`,
    );
  }
  const [p50, p95] = percentiles(all);
  console.log(
    `  ${label}, all queries: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${all.length} searches, largest answer ${maxBytes} bytes (targets: p95 < 100 ms, ≤ 40 KB)`,
  );
}

/** Seeds, times, prints, drops the database. */
export async function benchSearch(): Promise<void> {
  const kept = process.env.BENCH_SEARCH_DATABASE;
  const dbName = kept ?? `cadence_bench_search_${Date.now()}`;
  if (!/^[a-z0-9_]+$/.test(dbName)) throw new Error('BENCH_SEARCH_DATABASE: letters, digits, _');
  const exists = kept ? await databaseExists(dbName) : false;
  if (!exists) await admin(`CREATE DATABASE ${dbName}`);
  const url = new URL(benchDatabaseUrl);
  url.pathname = `/${dbName}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  const { db } = database;
  try {
    const t = performance.now();
    if (!exists) {
      await seedPeople(db, PEOPLE);
      await seed(db);
    }
    const [counts] = rowsOf<{ m: number; p: number; a: number }>(
      await db.execute(sql`select (select count(*) from meetings)::int as m,
        (select count(*) from talking_points)::int as p, (select count(*) from action_items)::int as a`),
    );
    console.log(
      `\nsearch bench: ${exists ? 'reused' : 'seeded'} ${PEOPLE} people, ${counts!.m} meetings, ${counts!.p} talking points, ${counts!.a} action items with their search vectors in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    const statements: SQL[] = [];
    const watched = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop !== 'execute') return Reflect.get(target, prop, receiver);
        return (query: SQL) => {
          statements.push(query);
          return target.execute(query);
        };
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', APP_URL: 'http://bench.test' });
    const ctx = { db: watched, config, now: () => new Date() } as unknown as AppContext;
    const senior = (await db
      .select()
      .from(users)
      .where(sql`${users.id} = 1`)) as Actor[];
    const managers = (await db
      .select()
      .from(users)
      .where(sql`${users.role} = 'Manager' and ${users.id} <> 22`)
      .orderBy(sql`random()`)
      .limit(MANAGERS)) as Actor[];
    await timeQueries(ctx, 'senior manager', senior);
    await timeQueries(ctx, `manager (${managers.length})`, managers);

    for (const q of ['promotion', 'promo']) {
      statements.length = 0;
      await searchMeetings({ ctx, actor: senior[0]!, query: searchQuerySchema.parse({ q }) });
      // The second statement is the ranked page (the first reads the query).
      const plan = rowsOf<{ 'QUERY PLAN': string }>(
        await db.execute(sql`explain (analyze, costs off, timing off) ${statements[1]!}`),
      );
      console.log(`  EXPLAIN of the ranked page, senior manager, q=${JSON.stringify(q)}:`);
      for (const line of plan) {
        const text = line['QUERY PLAN'];
        if (/Index|Heap|Execution|Planning|rows=/.test(text) && !/Filter/.test(text))
          console.log(`    ${text}`);
      }
    }
  } finally {
    await database.close();
    if (!kept) await admin(`DROP DATABASE IF EXISTS ${dbName}`);
  }
}

/** True when the database `name` exists on the bench's server. */
async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: benchDatabaseUrl });
  await client.connect();
  try {
    const res = await client.query('select 1 from pg_database where datname = $1', [name]);
    return res.rowCount === 1;
  } finally {
    await client.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchSearch().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
