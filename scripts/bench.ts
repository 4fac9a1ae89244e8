/**
 * `npm run bench`: organisation-scale figures. First the per-screen scale bench
 * (scripts/bench/scale.ts: every screen's calls at 1 k, 100 k and 1 M meetings, BENCH_SCALES).
 * Then seeds one organisation of BENCH_PEOPLE people
 * (default 10,000: 20 senior managers, 250 managers, 250 supervisors, the rest team members)
 * and BENCH_MEETINGS meetings (default 1,000,000) with 3 action items each, in PostgreSQL
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; the bench creates and
 * drops a database of its own), then times the API through `app.inject` (the full stack:
 * guard, validation, policy, SQL, presenter) and prints p50 / p95 in milliseconds, repeating
 * each call BENCH_RUNS times (default 30) or until BENCH_BUDGET_MS (default 15 s) is spent.
 * Then one run of the series window job over BENCH_SERIES series (default 10,000).
 * The calendar feed (decisions 11, 12): a manager with FEED_PAIRS (default 50) team members and a
 * weekly series with each over two years of history (`seedFeedOwner`), then
 * `GET /calendar/<token>.ics` timed
 * after a change (built again), unchanged (cached), with If-None-Match (304) and for an unknown
 * token (404).
 * The people import (decision 16): the preview (`dryRun=true`) of a 1,000-line CSV against the
 * seeded organisation, half the lines people who exist (unchanged or updated), half new people
 * whose managers are in the file or in the organisation.
 * The landing page's JavaScript and CSS bytes, raw, gzip and brotli (scripts/bench/client-bytes.ts).
 * The live 1:1 (scripts/bench/live.ts): edit propagation, server CPU and memory per open 1:1 on
 * one instance and over two on PostgreSQL (BENCH_LIVE_PAIRS, BENCH_LIVE_SECONDS).
 * Action items with owner and due date (decision 32): the due-reminder scan over 3 M items and the
 * "What I owe" page (scripts/bench/follow-through.ts; BENCH_FOLLOW_USERS, BENCH_FOLLOW_MEETINGS).
 * SCIM provisioning (decision 36): BENCH_SCIM_USERS people (default 1,000) over HTTP, a lookup and
 * a create each (scripts/bench/scim.ts).
 * Then GET /api/search for a Senior Manager and Managers (scripts/bench/search.ts;
 * BENCH_SEARCH_MEETINGS, default BENCH_MEETINGS, and BENCH_SEARCH_MANAGERS).
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
import { benchBaseline } from './bench/baseline';
import { benchScale } from './bench/scale';
import { benchReminders } from './bench/reminders';
import { benchFollowThrough } from './bench/follow-through';
import { benchSearch } from './bench/search';
import { benchClientBytes } from './bench/client-bytes';
import { benchLive } from './bench/live';
import { benchScim } from './bench/scim';

const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 10_000);
const MEETINGS = Number(process.env.BENCH_MEETINGS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
/** A call stops being repeated once it has used this much time (a slow call still runs once). */
const BUDGET_MS = Number(process.env.BENCH_BUDGET_MS ?? 15_000);
const dbName = `cadence_bench_${Date.now()}`;
/** Team members of the calendar feed's owner, each with two years of weekly 1:1s. */
const FEED_PAIRS = Number(process.env.BENCH_FEED_PAIRS ?? 50);
/** Weeks of history per pair. */
const FEED_WEEKS = 104;

async function admin(q: string) {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  await c.query(q);
  await c.end();
}

/**
 * The owner of the benchmarked calendar feed: a new Manager with FEED_PAIRS team members and
 * one weekly series with each (Europe/Berlin, 10:00 + a few hours) that started FEED_WEEKS weeks
 * ago, materialised by the window job (two years of history and 90 days ahead), the past
 * occurrences completed, two occurrences of each series cancelled (EXDATE) and two moved a day
 * later (RECURRENCE-ID overrides). Returns the manager's id and the number of occurrences.
 */
async function seedFeedOwner(db: Db): Promise<{ ownerId: number; occurrences: number }> {
  const result = (await db.execute(sql`
    insert into users (organization_id, email, username, password_hash, first_name, last_name, role, manager_id, timezone)
    values (1, 'feed.owner@bench.test', 'feed.owner', 'x', 'Feed', 'Owner', 'Manager', 1, 'Europe/Berlin')
    returning id`)) as unknown as { rows: { id: number }[] };
  const ownerId = Number(result.rows[0]!.id);
  await db.execute(sql`
    insert into users (organization_id, email, username, password_hash, first_name, last_name, role, manager_id)
    select 1, 'feed.member' || g || '@bench.test', 'feed.member' || g, 'x', 'Member', 'No' || g, 'Team Member', ${ownerId}
    from generate_series(1, ${FEED_PAIRS}) g`);
  const days = ['MO', 'TU', 'WE', 'TH', 'FR'];
  // Each series starts on the first of its weekday FEED_WEEKS weeks ago (a Monday + 0..4 days).
  await db.execute(sql`
    insert into meeting_series (organization_id, manager_id, team_member_id, rrule, start_date,
      start_time, duration, timezone, title, agenda, is_zoom_meeting, zoom_link, ics_uid,
      last_date, materialised_through)
    select 1, ${ownerId}, u.id,
      'FREQ=WEEKLY;BYDAY=' || (${sql.raw(`ARRAY['${days.join("','")}']`)})[1 + u.id % 5],
      s.start, lpad((9 + u.id % 8)::text, 2, '0') || ':00', 30, 'Europe/Berlin',
      'Weekly 1:1 with ' || u.first_name || ' ' || u.last_name, 'Goals, blockers; feedback',
      true, 'https://zoom.us/j/' || u.id, 'feed-series-' || u.id || '@bench',
      s.start + interval '5 years' - interval '1 day', s.start - 1
    from users u,
      lateral (select (date_trunc('week', current_date)::date - ${FEED_WEEKS * 7}::int) + (u.id % 5) as start) s
    where u.manager_id = ${ownerId}`);
  await extendSeriesWindows(db, new Date());
  await db.execute(sql`
    update meetings set status = 'completed', notes = '<p>Shared notes stay out of the feed</p>'
    where manager_id = ${ownerId} and date < current_date`);
  // Two cancelled occurrences per series (weeks 10 and 30): tombstones, then the rows go.
  await db.execute(sql`
    insert into series_cancellations (series_id, occurrence_date)
    select m.series_id, m.occurrence_date from meetings m join meeting_series s on s.id = m.series_id
    where m.manager_id = ${ownerId} and m.occurrence_date in (s.start_date + 70, s.start_date + 210)`);
  await db.execute(sql`
    delete from meetings m using series_cancellations c
    where m.series_id = c.series_id and m.occurrence_date = c.occurrence_date and m.manager_id = ${ownerId}`);
  // Two moved occurrences per series (weeks 20 and 40), a day later.
  await db.execute(sql`
    update meetings m set date = m.date + 1 from meeting_series s
    where s.id = m.series_id and m.manager_id = ${ownerId}
      and m.occurrence_date in (s.start_date + 140, s.start_date + 280)`);
  await db.execute(sql`analyze meetings`);
  const counted = (await db.execute(
    sql`select count(*)::int as n from meetings where manager_id = ${ownerId}`,
  )) as unknown as { rows: { n: number }[] };
  return { ownerId, occurrences: Number(counted.rows[0]!.n) };
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
  await benchBaseline(); // the request path against a bare server (scripts/bench/baseline.ts)
  await benchClientBytes();
  await benchScale(); // every screen's calls at BENCH_SCALES meetings (scripts/bench/scale.ts)
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
    // The calendar feed of a manager with FEED_PAIRS × FEED_WEEKS 1:1s (decision 12).
    const { ownerId, occurrences } = await seedFeedOwner(db);
    const feedRes = await app.inject({
      method: 'GET',
      url: '/api/me/calendar-feed',
      headers: { cookie: await cookieFor(ownerId) },
    });
    const feedPath = new URL((feedRes.json() as { url: string }).url).pathname;
    // The feed allows 60 reads a minute per URL: 1 + 10 + 20 + 20 reads stay under it.
    const timeFeed = async (
      url: string,
      runs: number,
      headers: Record<string, string> = {},
      before?: () => Promise<unknown>,
    ) => {
      const times: number[] = [];
      let last = { statusCode: 0, body: '', etag: '' };
      for (let i = 0; i < runs; i++) {
        if (before) await before();
        const start = performance.now();
        const res = await app.inject({ method: 'GET', url, headers });
        times.push(performance.now() - start);
        last = { statusCode: res.statusCode, body: res.body, etag: String(res.headers.etag ?? '') };
      }
      return { times, last };
    };
    console.log(
      `\ncalendar feed: ${FEED_PAIRS} weekly series over ${FEED_WEEKS} weeks (${occurrences} occurrences; target p95 < 100 ms)`,
    );
    // A change before each read: the feed is built again (not timed: the change itself).
    const touch = () =>
      db.execute(sql`update meetings set updated_at = now(), version = version + 1
        where id = (select max(id) from meetings where manager_id = ${ownerId})`);
    // One untimed read first: the first build also loads the zone data and warms the code.
    await timeFeed(feedPath, 1, {}, touch);
    const built = await timeFeed(feedPath, Math.min(RUNS, 10), {}, touch);
    const events = (built.last.body.match(/\r\nBEGIN:VEVENT\r\n/g) ?? []).length;
    const kib = (Buffer.byteLength(built.last.body) / 1024).toFixed(0);
    const cached = await timeFeed(feedPath, Math.min(RUNS, 20));
    const notModified = await timeFeed(feedPath, Math.min(RUNS, 20), {
      'if-none-match': cached.last.etag,
    });
    const unknownFeed = await timeFeed(`/calendar/${'A'.repeat(43)}.ics`, Math.min(RUNS, 20));
    for (const [label, run, tag] of [
      ['feed: after a change (built)', built, `${events} events, ${kib} KiB`],
      ['feed: unchanged (cached)', cached, `HTTP ${cached.last.statusCode}`],
      ['feed: If-None-Match', notModified, `HTTP ${notModified.last.statusCode}`],
      ['feed: unknown token', unknownFeed, `HTTP ${unknownFeed.last.statusCode}`],
    ] as const) {
      console.log(
        `${label.padEnd(44)} ${pct(run.times, 50).toFixed(1).padStart(7)} ${pct(run.times, 95).toFixed(1).padStart(8)}   ${tag} (${run.times.length} runs)`,
      );
    }

    // People import preview: 1,000 lines (500 existing people, 500 new, 50 new managers).
    const header = 'email,first name,last name,job title,department,role,manager email';
    const lines = [header];
    for (let i = 0; i < 500; i++) {
      const g = 600 + i; // existing team members: every other one renamed (update)
      lines.push(
        `p${g}@bench.test,First${g},${i % 2 ? `Last${g}` : 'Renamed'},Title ${g % 30},Dept ${g % 12},Team Member,p${21 + (g % 500)}@bench.test`,
      );
    }
    for (let i = 0; i < 500; i++) {
      const lead = i < 50;
      const manager = lead ? 'p1@bench.test' : `new${i % 50}@bench.test`;
      lines.push(
        `new${i}@bench.test,New,Person ${i},Analyst,Data,${lead ? 'Manager' : 'Team Member'},${manager}`,
      );
    }
    const csv = lines.join('\n');
    const previewTimes: number[] = [];
    let outcomes = '';
    for (let i = 0; i < Math.min(RUNS, 10); i++) {
      const start = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/team-members/import?dryRun=true',
        headers: { cookie: senior, 'content-type': 'text/csv' },
        payload: csv,
      });
      previewTimes.push(performance.now() - start);
      const counts: Record<string, number> = {};
      for (const l of (res.json() as { lines: { outcome: string }[] }).lines) {
        counts[l.outcome] = (counts[l.outcome] ?? 0) + 1;
      }
      outcomes = `HTTP ${res.statusCode}, ${Object.entries(counts)
        .map(([k, v]) => `${v} ${k}`)
        .join(', ')}`;
    }
    console.log(
      `\n${'people import preview: 1,000 lines'.padEnd(44)} ${pct(previewTimes, 50).toFixed(1).padStart(7)} ${pct(previewTimes, 95).toFixed(1).padStart(8)}   ${outcomes} (${previewTimes.length} runs)`,
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
  await benchReminders();
  await benchLive(); // the live 1:1's socket (scripts/bench/live.ts)
  await benchFollowThrough(); // due reminders and What I owe (scripts/bench/follow-through.ts)
  await benchScim(); // SCIM provisioning over HTTP (scripts/bench/scim.ts)
  await benchSearch(); // GET /api/search at BENCH_SEARCH_MEETINGS 1:1s (scripts/bench/search.ts)
}

void main();
