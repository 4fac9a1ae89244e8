/**
 * `npm run bench`: organisation-scale figures. Seeds one organisation of BENCH_PEOPLE people
 * (default 5,000: 20 senior managers, 250 managers, 250 supervisors, the rest team members)
 * and BENCH_MEETINGS meetings (default 1,000,000) with 3 action items each, in PostgreSQL
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; the bench creates and
 * drops a database of its own), then times the API through `app.inject` (the full stack:
 * guard, validation, policy, SQL, presenter) and prints p50 / p95 in milliseconds, repeating
 * each call BENCH_RUNS times (default 30) or until BENCH_BUDGET_MS (default 15 s) is spent.
 * Then one run of the series window job over BENCH_SERIES series (default 10,000).
 * Nothing is asserted: it prints figures.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/env';
import { openDatabase } from '../src/server/db/client';
import { createSession, SESSION_COOKIE } from '../src/server/modules/auth/sessions';
import { hashPassword } from '../src/server/modules/auth/passwords';
import { extendSeriesWindows } from '../src/server/modules/meetings/series.materialise';
import type { Db } from '../src/server/db/client';

const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 5000);
const MEETINGS = Number(process.env.BENCH_MEETINGS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
/** A call stops being repeated once it has used this much time (a slow call still runs once). */
const BUDGET_MS = Number(process.env.BENCH_BUDGET_MS ?? 15_000);
const dbName = `cadence_bench_${Date.now()}`;

async function admin(q: string) {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  await c.query(q);
  await c.end();
}

function pct(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

/** Series in the window-extension run (docs/decisions/0011-series.md); target under 10 s. */
const SERIES = Number(process.env.BENCH_SERIES ?? 10_000);

/**
 * One run of the series window job over SERIES weekly series (every 1, 2 or 4 weeks, in four
 * zones) that were materialised 8 occurrences ahead and whose window then moved: the job
 * inserts the missing occurrences of every one of them.
 */
async function benchSeriesWindow(db: Db) {
  const days = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
  const zones = ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'UTC'];
  await db.execute(sql`
    insert into meeting_series (organization_id, manager_id, team_member_id, rrule, start_date,
      start_time, duration, timezone, title, ics_uid, last_date, materialised_through)
    select 1, 21 + (g % 500), 521 + (g % (${PEOPLE} - 520)),
      'FREQ=WEEKLY;' || case g % 3 when 0 then '' when 1 then 'INTERVAL=2;' else 'INTERVAL=4;' end
        || 'BYDAY=' || (${sql.raw(`ARRAY['${days.join("','")}']`)})[1 + g % 7],
      date '2027-01-04' + (g % 7), '10:00', 30,
      (${sql.raw(`ARRAY['${zones.join("','")}']`)})[1 + g % 4], 'Series ' || g, 's' || g || '@bench',
      date '2027-01-04' + (g % 7) + interval '5 years' - interval '1 day',
      date '2027-01-04' + (g % 7) + 7 * (case g % 3 when 0 then 1 when 1 then 2 else 4 end) * 7
    from generate_series(1, ${SERIES}) g`);
  await db.execute(sql`analyze meeting_series`);
  const start = performance.now();
  const run = await extendSeriesWindows(db, new Date('2027-06-01T09:00:00Z'));
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `\nseries window extension: ${run.series} series, ${run.inserted} occurrences inserted in ${seconds.toFixed(2)} s (target < 10 s)`,
  );
}

async function main() {
  await admin(`CREATE DATABASE ${dbName}`);
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  const { db } = database;
  try {
    const t = performance.now();
    await db.execute(sql`insert into organizations (name) values ('Bench Org')`);
    // People: ids 1..PEOPLE. 1-20 senior managers, 21-270 managers (report to a senior),
    // 271-520 supervisors (report to a manager), the rest team members (report to a manager or supervisor).
    await db.execute(sql`
      insert into users (organization_id, email, username, password_hash, first_name, last_name, role, manager_id, department, job_title)
      select 1, 'p' || g || '@bench.test', 'p' || g, 'x', 'First' || g, 'Last' || g,
        case when g <= 20 then 'Senior Manager' when g <= 270 then 'Manager' when g <= 520 then 'Supervisor' else 'Team Member' end,
        case when g <= 20 then null when g <= 270 then 1 + (g % 20) when g <= 520 then 21 + (g % 250) else 21 + (g % 500) end,
        'Dept ' || (g % 12), 'Title ' || (g % 30)
      from generate_series(1, ${PEOPLE}) g`);
    await db.execute(sql`
      insert into meetings (organization_id, team_member_id, manager_id, date, start_time, duration, status, agenda, notes, ics_uid)
      select 1, tm, (select manager_id from users where id = tm),
        date '2024-01-01' + (g % 1200), lpad(((g % 48) / 2)::text, 2, '0') || case when g % 2 = 0 then ':00' else ':30' end,
        15 + (g % 12) * 15,
        case g % 3 when 0 then 'completed' when 1 then 'scheduled' else 'in_progress' end,
        'Agenda ' || g, '<p>Notes ' || g || '</p>', 'b' || g || '@bench'
      from (select g, 521 + (g % (${PEOPLE} - 520)) as tm from generate_series(1, ${MEETINGS}) g) s`);
    await db.execute(sql`
      insert into action_items (meeting_id, position, description, status)
      select m.id, p, 'Item ' || p || ' of ' || m.id, case (m.id + p) % 3 when 0 then 'completed' when 1 then 'pending' else 'stuck' end
      from meetings m cross join generate_series(0, 2) p`);
    await db.execute(sql`analyze`);
    console.log(
      `seeded ${PEOPLE} people, ${MEETINGS} meetings, ${MEETINGS * 3} action items in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );

    const config = loadConfig({ NODE_ENV: 'test', APP_URL: 'http://bench.test' });
    const app = await buildApp({ config, database, backgroundJobs: false, logger: false });
    await app.ready();
    const cookieFor = async (id: number) =>
      `${SESSION_COOKIE}=${(await createSession(db, id, new Date())).token}`;
    const senior = await cookieFor(1);
    const manager = await cookieFor(21);
    const member = await cookieFor(PEOPLE);

    const cases: [string, string, string, string?][] = [
      ['team member: own meetings', member, '/api/meetings'],
      ['manager: team meetings', manager, '/api/meetings'],
      ['manager: search "Agenda 12"', manager, '/api/meetings?search=Agenda%2012'],
      ['manager: scheduled this month', manager, '/api/meetings?status=scheduled&date=month'],
      ['senior: org meetings of one day', senior, '/api/meetings?date=2025-06-01'],
      [
        'senior: one manager, completed, 50',
        senior,
        '/api/meetings?manager=21&status=completed&limit=50',
      ],
      ['senior: first 50 of the organisation', senior, '/api/meetings?limit=50'],
      ['manager: team members', manager, '/api/team-members'],
      ['senior: all users', senior, '/api/all-users'],
    ];
    const extra = [
      ['manager: team analytics', manager, '/api/analytics/team'],
      ['senior: team analytics', senior, '/api/analytics/team'],
      ['senior: team progress', senior, '/api/analytics/progress'],
      ['senior: action items overview', senior, '/api/analytics/action-items'],
      ['senior: behind schedule', senior, '/api/analytics/behind-schedule'],
      ['team member: own stuck items', member, '/api/action-items?status=stuck'],
    ] as [string, string, string][];
    console.log('\ncall                                         p50 ms   p95 ms   rows (runs)');
    for (const [label, cookie, url] of [...cases, ...extra]) {
      const times: number[] = [];
      let rows = 0;
      let status = 0;
      const budget = performance.now() + BUDGET_MS;
      for (let i = 0; i < RUNS && (i === 0 || performance.now() < budget); i++) {
        const start = performance.now();
        const res = await app.inject({ method: 'GET', url, headers: { cookie } });
        times.push(performance.now() - start);
        status = res.statusCode;
        if (i === 0 && status === 200) {
          const body = res.json() as unknown;
          rows = Array.isArray(body) ? body.length : 1;
        }
      }
      const tag = `${status === 200 ? String(rows) : `HTTP ${status}`} (${times.length} runs)`;
      console.log(
        `${label.padEnd(44)} ${pct(times, 50).toFixed(1).padStart(7)} ${pct(times, 95).toFixed(1).padStart(8)}   ${tag}`,
      );
    }
    const meetingId = 600;
    const writes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await app.inject({
        method: 'PATCH',
        url: `/api/meetings/${meetingId}/action-items/${i % 3}`,
        headers: { cookie: senior, 'content-type': 'application/json' },
        payload: { status: i % 2 ? 'completed' : 'pending' },
      });
      writes.push(performance.now() - start);
    }
    console.log(
      `${'senior: action-item status update'.padEnd(44)} ${pct(writes, 50).toFixed(1).padStart(7)} ${pct(writes, 95).toFixed(1).padStart(8)}`,
    );
    // promise 8: an unknown e-mail and a wrong password take the same time.
    const hash = await hashPassword('correct-horse-42');
    await db.execute(sql`
      insert into users (organization_id, email, username, password_hash, role, manager_id)
      select 1, 'timing' || g || '@bench.test', 'timing' || g, ${hash}, 'Team Member', 21
      from generate_series(1, ${RUNS}) g`);
    // Alternate the two kinds so warm-up and caches weigh on both alike.
    const unknownTimes: number[] = [];
    const wrongTimes: number[] = [];
    for (let i = 0; i < RUNS * 2; i++) {
      const n = Math.floor(i / 2);
      const isUnknown = i % 2 === 0;
      const start = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `10.9.${Math.floor(i / 200)}.${i % 200}`,
        payload: {
          email: isUnknown ? `nobody${n}@bench.test` : `timing${n + 1}@bench.test`,
          password: 'wrong-password',
        },
      });
      (isUnknown ? unknownTimes : wrongTimes).push(performance.now() - start);
      if (res.statusCode !== 401) throw new Error(`login answered ${res.statusCode}`);
    }
    const unknown = pct(unknownTimes, 50);
    const wrong = pct(wrongTimes, 50);
    console.log(
      `\nsign-in, median: unknown e-mail ${unknown.toFixed(1)} ms, wrong password ${wrong.toFixed(1)} ms, difference ${Math.abs(unknown - wrong).toFixed(1)} ms`,
    );
    await benchSeriesWindow(db);
    const mem = process.memoryUsage();
    console.log(
      `\nserver process memory: rss ${(mem.rss / 1048576).toFixed(0)} MiB, heap used ${(mem.heapUsed / 1048576).toFixed(0)} MiB`,
    );
    await app.close();
  } finally {
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}

void main();
