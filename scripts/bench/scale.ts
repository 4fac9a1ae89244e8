/**
 * The per-screen scale bench (`npm run bench`, docs/performance.md "Scale"): one organisation
 * of BENCH_SCALE_PEOPLE people (default 10,000; scale-seed.ts) grown in the same database to
 * each number of meetings of BENCH_SCALES (comma-separated, default `1000,100000,1000000`);
 * at each size every call the screens make is timed through `app.inject` (the full stack) and
 * printed with its p50 / p95 in ms and its response size, then the growth ratio of each call's
 * p50 from the first size to the last. Runs on PostgreSQL (BENCH_DATABASE_URL's server, in a
 * database of its own, dropped at the end) or on an existing database given by
 * BENCH_SCALE_DATABASE_URL (kept; grown when smaller); `BENCH_SCALE_PGLITE=1` runs it on an
 * in-memory PGlite instead. Each call is repeated BENCH_RUNS times (default 30) or until
 * BENCH_BUDGET_MS (default 15 s) is spent. Figures are printed, never asserted; a call that
 * does not answer 200 throws (the CI smoke run fails on errors only).
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/env';
import { openDatabase, type Database } from '../../src/server/db/client';
import { advanceFiguresPivot } from '../../src/server/modules/analytics/figures-pivot';
import { createSession, SESSION_COOKIE } from '../../src/server/modules/auth/sessions';
import { calendarWeek, todayIn } from '../../src/shared/domain/dates';
import { MEMBER_PAGE_SIZE } from '../../src/shared/domain/constants';
import {
  growMeetings,
  MEASURED_MANAGER,
  MEASURED_MEMBER,
  meetingCount,
  seedPeople,
} from './scale-seed';

/** One call of a screen: who makes it and the URL. */
interface Call {
  screen: string;
  as: 'senior' | 'manager' | 'member';
  url: string;
}

/**
 * What the server's clean-up job and PostgreSQL's autovacuum do between two days, done once:
 * moves the figures' pivot day to today (decision 0021; the bench runs without jobs) and, when
 * it moved, vacuums `member_figures`. A move rewrites the figures of every member with a
 * meeting or item on the days it passes (4,740 at 1,000,000 meetings), and until a vacuum marks
 * their pages visible again the index-only scans of the rankings read the table too (1,806
 * buffers instead of about 400 for Needs Support's count, docs/archive/performance-log.md, Scale "Eighth
 * pass"). Autovacuum does that on a running server; it may be off on a bench machine (it is on
 * this project's).
 */
export async function advancePivotAsTheServer(db: Database['db']): Promise<void> {
  const moved = await advanceFiguresPivot(db, new Date());
  if (moved.to !== moved.from) await db.execute(sql`vacuum (analyze) member_figures`);
}

/**
 * The calls of each screen (src/client/app/routes and the features' queries), exactly as the
 * screens send them on first load (the notification bell's first page is on every signed-in
 * screen; tabs and views other than the first are listed as their own screens). Senior Manager
 * 1, the measured line's Manager 22 and their team member 521 (scale-seed.ts: the same history at
 * every size); the default dashboard (roles without a dashboard of
 * their own) is timed as the manager, whose scope is larger. The people pickers and the team
 * panel read the first page of `/api/team-members`, `/api/all-users` or `/api/managers`.
 */
export function screenCalls(member: number, manager: number, now: Date = new Date()): Call[] {
  const m = `teamMember=${member}`;
  // This Week: the first 3 scheduled meetings to the Sunday of the viewer's week (bench: UTC).
  const week = `upcoming=true&to=${calendarWeek(todayIn('UTC', now)).to}&limit=3`;
  const level = (name: string) => `/api/organizations/1/hierarchy?level=${name}`;
  // The first page each screen asks for (MEMBER_PAGE_SIZE): 50 members, 20 member cards.
  const firstPage = `limit=${MEMBER_PAGE_SIZE.default}&offset=0`;
  const firstCards = `limit=${MEMBER_PAGE_SIZE.cards}&offset=0`;
  return [
    { screen: 'manager dashboard', as: 'manager', url: '/api/meetings/count?byStatus=true' },
    { screen: 'manager dashboard', as: 'manager', url: '/api/meetings?limit=5' },
    { screen: 'manager dashboard', as: 'manager', url: `/api/meetings?${week}` },
    { screen: 'manager team tab', as: 'manager', url: '/api/team-members?cursor=' },
    { screen: 'manager all 1:1s', as: 'manager', url: '/api/meetings?cursor=' },
    { screen: 'manager all 1:1s', as: 'manager', url: '/api/meetings/count' },
    {
      screen: 'manager scheduled',
      as: 'manager',
      url: '/api/meetings?status=scheduled&cursor=',
    },
    { screen: 'manager scheduled', as: 'manager', url: '/api/meetings/count?status=scheduled' },
    { screen: 'member meetings list', as: 'manager', url: `/api/meetings?${m}&cursor=` },
    {
      screen: 'member meetings list',
      as: 'manager',
      url: `/api/meetings/count?${m}&actionItems=true&byStatus=true`,
    },
    { screen: 'default dashboard', as: 'manager', url: '/api/meetings/count?byStatus=true' },
    { screen: 'default dashboard', as: 'manager', url: '/api/meetings?limit=5' },
    { screen: 'default dashboard', as: 'manager', url: `/api/meetings?${week}` },
    { screen: 'default dashboard', as: 'manager', url: '/api/all-users?cursor=' },
    { screen: 'senior dashboard', as: 'senior', url: '/api/organizations/1/summary' },
    { screen: 'senior dashboard', as: 'senior', url: level('seniorManagers') },
    { screen: 'senior dashboard', as: 'senior', url: level('managers') },
    { screen: 'senior dashboard', as: 'senior', url: level('supervisors') },
    { screen: 'senior users tab', as: 'senior', url: level('teamMembers') },
    { screen: 'senior meetings tab', as: 'senior', url: '/api/meetings?limit=50' },
    { screen: 'senior meetings tab', as: 'senior', url: '/api/meetings/count' },
    { screen: 'senior meetings tab', as: 'senior', url: '/api/all-users?cursor=' },
    { screen: 'senior meetings tab', as: 'senior', url: '/api/managers?cursor=' },
    { screen: 'senior meetings tab', as: 'senior', url: `/api/meetings/count?manager=${manager}` },
    {
      screen: 'team member dashboard',
      as: 'member',
      url: `/api/meetings/count?${m}&byStatus=true`,
    },
    {
      screen: 'team member dashboard',
      as: 'member',
      url: `/api/meetings/count?${m}&upcoming=true`,
    },
    {
      screen: 'team member dashboard',
      as: 'member',
      url: `/api/meetings?${m}&upcoming=true&limit=5`,
    },
    { screen: 'team member dashboard', as: 'member', url: `/api/meetings?${m}&limit=6` },
    { screen: 'team member dashboard', as: 'member', url: '/api/action-items?status=stuck' },
    { screen: 'team analytics', as: 'senior', url: '/api/analytics/team' },
    { screen: 'team analytics', as: 'manager', url: '/api/analytics/team' },
    { screen: 'team analytics', as: 'senior', url: '/api/analytics/feedback' },
    { screen: 'team progress', as: 'senior', url: `/api/analytics/progress?${firstPage}` },
    { screen: 'team progress', as: 'manager', url: `/api/analytics/progress?${firstPage}` },
    {
      screen: 'action items overview',
      as: 'senior',
      url: `/api/analytics/action-items?${firstCards}`,
    },
    {
      screen: 'behind schedule',
      as: 'senior',
      url: `/api/analytics/behind-schedule?${firstCards}`,
    },
    {
      screen: 'behind schedule',
      as: 'manager',
      url: `/api/analytics/behind-schedule?${firstCards}`,
    },
    { screen: 'member performance', as: 'manager', url: `/api/analytics/members/${member}` },
    { screen: 'action items pages', as: 'member', url: '/api/action-items?status=stuck' },
    { screen: 'action items pages', as: 'member', url: '/api/action-items?status=pending' },
    { screen: 'action items pages', as: 'manager', url: '/api/action-items?status=completed' },
    { screen: 'notifications', as: 'member', url: '/api/notifications' },
    { screen: 'directory managers', as: 'senior', url: '/api/directory/managers' },
    { screen: 'directory members', as: 'senior', url: '/api/directory/team-members' },
    { screen: 'manager profile', as: 'senior', url: `/api/directory/managers/${manager}` },
  ];
}

/** The `p`th percentile of `values` (nearest rank; ms in the benches). */
export function pct(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

/** Opens the bench's database: PGlite in memory, a given URL, or a new database on the server. */
async function open(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.BENCH_SCALE_PGLITE === '1') {
    const database = await openDatabase({ databaseUrl: null, dataDir: null });
    return { database, drop: async () => {} };
  }
  const given = process.env.BENCH_SCALE_DATABASE_URL;
  if (given) {
    const database = await openDatabase({ databaseUrl: given, dataDir: null });
    return { database, drop: async () => {} };
  }
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `cadence_bench_scale_${Date.now()}`;
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
  return { database, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Runs the scale bench (see the module comment) and prints its tables. */
export async function benchScale(): Promise<void> {
  const people = Number(process.env.BENCH_SCALE_PEOPLE ?? 10_000);
  const scales = (process.env.BENCH_SCALES ?? '1000,100000,1000000').split(',').map(Number);
  const runs = Number(process.env.BENCH_RUNS ?? 30);
  const budgetMs = Number(process.env.BENCH_BUDGET_MS ?? 15_000);
  const { database, drop } = await open();
  const { db } = database;
  try {
    const t0 = performance.now();
    if ((await meetingCount(db)) === 0) await seedPeople(db, people);
    console.log(
      `\nscale bench on ${database.kind}: ${people} people (seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
    const config = loadConfig({ NODE_ENV: 'test', APP_URL: 'http://bench.test' });
    const app = await buildApp({ config, database, backgroundJobs: false, logger: false });
    await app.ready();
    const member = MEASURED_MEMBER;
    const manager = MEASURED_MANAGER;
    const cookie = async (id: number) =>
      `${SESSION_COOKIE}=${(await createSession(db, id, new Date())).token}`;
    const cookies = {
      senior: await cookie(1),
      manager: await cookie(manager),
      member: await cookie(member),
    };
    const calls = screenCalls(member, manager);
    const p50s = new Map<string, number[]>();
    for (const target of scales) {
      const existing = await meetingCount(db);
      if (existing < target) {
        const seconds = await growMeetings(db, people, target);
        console.log(
          `\n${target.toLocaleString('en')} meetings: grown from ${existing.toLocaleString('en')} in ${seconds.toFixed(1)} s`,
        );
      } else {
        console.log(`\n${existing.toLocaleString('en')} meetings (no growth: asked ${target})`);
      }
      await advancePivotAsTheServer(db);
      console.log(
        `${'screen'.padEnd(22)} ${'as'.padEnd(8)} ${'call'.padEnd(46)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'KB'.padStart(8)}`,
      );
      for (const call of calls) {
        const times: number[] = [];
        let bytes = 0;
        const headers = { cookie: cookies[call.as] };
        const warm = await app.inject({ method: 'GET', url: call.url, headers });
        if (warm.statusCode !== 200) {
          throw new Error(`${call.url} as ${call.as} answered ${warm.statusCode}: ${warm.body}`);
        }
        bytes = warm.rawPayload.length;
        const budget = performance.now() + budgetMs;
        for (let i = 0; i < runs && (i === 0 || performance.now() < budget); i++) {
          const start = performance.now();
          await app.inject({ method: 'GET', url: call.url, headers });
          times.push(performance.now() - start);
        }
        const key = `${call.as} ${call.url}`;
        p50s.set(key, [...(p50s.get(key) ?? []), pct(times, 50)]);
        console.log(
          `${call.screen.padEnd(22)} ${call.as.padEnd(8)} ${call.url.slice(0, 46).padEnd(46)} ${pct(times, 50).toFixed(1).padStart(7)} ${pct(times, 95).toFixed(1).padStart(7)} ${(bytes / 1024).toFixed(1).padStart(8)}`,
        );
      }
    }
    if (scales.length > 1) {
      console.log(`\ngrowth of p50, ${scales[0]} → ${scales.at(-1)} meetings:`);
      for (const [key, values] of p50s) {
        console.log(`${key.slice(0, 78).padEnd(78)} ${(values.at(-1)! / values[0]!).toFixed(2)}×`);
      }
    }
    await app.close();
  } finally {
    await database.close();
    await drop();
  }
}
