/**
 * Bench of action items with an owner and a due date (decision 32), called by `npm run bench`
 * (scripts/bench.ts) or alone (`node --import tsx scripts/bench/follow-through.ts`). In a
 * PostgreSQL database of its own (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test; created and dropped here) it seeds
 * BENCH_FOLLOW_USERS people (default 10,000) in 10 organisations, in five zones, and
 * BENCH_FOLLOW_MEETINGS 1:1s (default 1,000,000) with 3 action items each (3 M items): a third
 * owned by the manager, two thirds by the team member, three in five with a due date within
 * 300 days of the bench's instant, a third completed. Then it times, at that instant (09:30 UTC):
 * the due-reminder scan with nothing reminded yet (every due item, no limit), one run's scan
 * (limit 500), the same scan once they are all written (what each later run does), and the
 * "What I owe" page (`listOwnActionItems`: its list and its counts) of BENCH_FOLLOW_PEOPLE
 * people (default 40) of the busiest kind (managers), pending page and the dashboard's card
 * (open, limit 5), with p50 / p95. Nothing is asserted: it prints figures (targets: scan < 1 s,
 * own page p95 < 100 ms).
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import type { Actor } from '../../src/server/context';
import { users } from '../../src/server/db/schema';
import { scanDueItems } from '../../src/server/modules/reminders/due-items';
import { listOwnActionItems } from '../../src/server/modules/action-items/own-items.service';
import { ownActionItemsQuerySchema } from '../../src/shared/domain/action-item-filters';
import { admin, benchDatabaseUrl, timed } from './admin';

const base = benchDatabaseUrl;
const USERS = Number(process.env.BENCH_FOLLOW_USERS ?? 10_000);
const MEETINGS = Number(process.env.BENCH_FOLLOW_MEETINGS ?? 1_000_000);
const PEOPLE = Number(process.env.BENCH_FOLLOW_PEOPLE ?? 40);
/** The bench's clock: 09:30 UTC, 600 days after the first seeded date. */
const NOW = new Date('2026-08-24T09:30:00Z');
const FIRST_DATE = '2025-01-01';

/** p50 and p95 of `ms`, in milliseconds. */
function percentiles(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms over ${ms.length} people`;
}

/** Seeds, times the scan and the own page, prints, drops the database. */
export async function benchFollowThrough(): Promise<void> {
  const dbName = `cadence_bench_follow_${Date.now()}`;
  await admin(`CREATE DATABASE ${dbName}`);
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  const { db } = database;
  try {
    const t = performance.now();
    await db.execute(sql`insert into organizations (name)
      select 'Org ' || g from generate_series(1, 10) g`);
    // Ids 1..USERS; every tenth person manages the next nine of their organisation.
    await db.execute(sql`
      insert into users (organization_id, email, username, password_hash, first_name, last_name,
        role, manager_id, timezone, is_active)
      select 1 + (g - 1) * 10 / ${USERS}, 'f' || g || '@bench.test', 'f' || g, 'x', 'First' || g,
        'Last' || g, case when g % 10 = 1 then 'Manager' else 'Team Member' end,
        case when g % 10 = 1 then null else g - ((g - 1) % 10) end,
        (array['Europe/Berlin', 'America/Los_Angeles', 'UTC', 'Asia/Tokyo', 'America/New_York'])[1 + g % 5],
        g % 97 <> 0
      from generate_series(1, ${USERS}) g`);
    await db.execute(sql`
      insert into notification_preferences (user_id, email_action_item_due)
      select id, id % 3 <> 0 from users where id % 5 = 0`);
    // The seed writes the rows only: the figures' and the list's triggers would hold every row
    // of the load in their transition tables; the bench reads neither.
    await db.execute(sql`alter table meetings disable trigger user`);
    await db.execute(sql`alter table action_items disable trigger user`);
    await db.execute(sql`
      insert into meetings (organization_id, team_member_id, manager_id, date, start_time,
        duration, timezone, status, ics_uid)
      select 1 + (tm - 1) * 10 / ${USERS}, tm, tm - ((tm - 1) % 10), ${FIRST_DATE}::date + (g % 1200),
        '10:00', 30, 'UTC', case when g % 3 = 0 then 'scheduled' else 'completed' end, 'fb' || g || '@bench'
      from (select g,
          (10 * (((g::bigint * 7919) % ${(USERS / 10) * 9}) / 9) + 2 + ((g::bigint * 7919) % ${(USERS / 10) * 9}) % 9)::int as tm
        from generate_series(1, ${MEETINGS}) g) s`);
    await db.execute(sql`
      insert into action_items (meeting_id, position, description, status, owner_id, due_date)
      select m.id, p, 'Item ' || p || ' of ' || m.id,
        case when (m.id + p) % 3 = 0 then 'completed' else 'pending' end,
        case when (m.id + p) % 3 = 1 then m.manager_id else m.team_member_id end,
        case when (m.id * 7 + p) % 5 < 3
          then ${NOW.toISOString().slice(0, 10)}::date - 300 + ((m.id * 13 + p * 101) % 600)::int end
      from meetings m cross join generate_series(0, 2) p`);
    await db.execute(sql`alter table meetings enable trigger user`);
    await db.execute(sql`alter table action_items enable trigger user`);
    await db.execute(sql`vacuum (analyze)`);
    const counted = (await db.execute(
      sql`select count(*)::int as n from action_items`,
    )) as unknown as { rows: { n: number }[] };
    console.log(
      `follow-through bench: seeded ${USERS} people, ${MEETINGS} meetings, ${counted.rows[0]!.n} action items in ${((performance.now() - t) / 1000).toFixed(1)} s; clock ${NOW.toISOString()}`,
    );

    const all = await timed(
      'due-reminder scan, nothing written yet (all due)',
      () => scanDueItems(db, NOW, 1_000_000),
      (r) => `${r.length} due`,
    );
    await timed(
      'due-reminder scan, one run (limit 500)',
      () => scanDueItems(db, NOW),
      (r) => `${r.length} due`,
    );
    for (let i = 0; i < all.length; i += 5000) {
      const chunk = all.slice(i, i + 5000);
      await db.execute(sql`
        insert into notifications (user_id, kind, message, link, dedupe_key, created_at)
        select u, 'action_item_due', 'Due today', '/meeting/1', k, ${NOW}
        from unnest(${sql.raw(`ARRAY[${chunk.map((r) => r.ownerId).join(',')}]::int[]`)},
          ${sql.raw(`ARRAY[${chunk.map((r) => `'${r.dedupeKey}'`).join(',')}]::text[]`)}) as x(u, k)
        on conflict do nothing`);
    }
    for (let i = 0; i < 3; i += 1) {
      await timed(
        `due-reminder scan, all written (a later run) #${i + 1}`,
        () => scanDueItems(db, NOW),
        (r) => `${r.length} due`,
      );
    }

    const managers = await db
      .select()
      .from(users)
      .where(sql`${users.role} = 'Manager' and ${users.isActive}`)
      .orderBy(sql`random()`)
      .limit(PEOPLE);
    for (const [label, raw] of [
      ['own page, pending (GET /api/action-items?status=pending)', { status: 'pending' }],
      ['My action items card (status=open&limit=5)', { status: 'open', limit: '5' }],
      ['own page, due this week', { status: 'pending', due: 'this_week' }],
    ] as const) {
      const query = ownActionItemsQuerySchema.parse(raw);
      const ms: number[] = [];
      let items = 0;
      for (const m of managers) {
        const actor: Actor = m;
        const start = performance.now();
        const answer = await listOwnActionItems({ db, actor, query, now: NOW });
        ms.push(performance.now() - start);
        items += answer.items.length;
      }
      console.log(
        `  ${label}: ${percentiles(ms)} (${(items / Math.max(1, managers.length)).toFixed(0)} items each)`,
      );
    }
  } finally {
    await database.close();
    if (!process.env.BENCH_KEEP) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchFollowThrough().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
