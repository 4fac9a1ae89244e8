/**
 * Bench of the scheduled-notification scans (docs/decisions/0019-reminders-digests.md), called
 * by `npm run bench` (scripts/bench.ts) or alone (`node --import tsx scripts/bench/reminders.ts`).
 * In a PostgreSQL database of its own (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test; created and dropped here) it seeds BENCH_REMINDER_USERS
 * people (default 10,000) in 10 organisations (one a demo), in five zones, a fifth with saved
 * preferences (every lead time), and BENCH_REMINDER_MEETINGS 1:1s (default 1,000,000) over
 * 1,200 days around the bench's instant (past ones mostly completed, future ones scheduled).
 * Then it times, at that instant: the reminder scan with nothing reminded yet (every due
 * reminder, no limit), the same scan once they are all written (what each later run does), the
 * scan of one run (limit 500), the recap scan and the digest scan on a Monday morning.
 * Nothing is asserted: it prints figures (target of the reminder scan: < 1 s).
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { scanDueReminders } from '../../src/server/modules/reminders/reminders';
import { scanDueRecaps } from '../../src/server/modules/reminders/recaps';
import { scanDueDigests } from '../../src/server/modules/reminders/digest';
import { admin, benchDatabaseUrl, timed } from './admin';

const base = benchDatabaseUrl;
const USERS = Number(process.env.BENCH_REMINDER_USERS ?? 10_000);
const MEETINGS = Number(process.env.BENCH_REMINDER_MEETINGS ?? 1_000_000);
/** The bench's clock: a Monday 08:30 UTC, 600 days after the first seeded date. */
const NOW = new Date('2026-08-24T08:30:00Z');
const FIRST_DATE = '2025-01-01';

/** Seeds, times the scans, prints, drops the database. */
export async function benchReminders(): Promise<void> {
  const dbName = `cadence_bench_rem_${Date.now()}`;
  await admin(`CREATE DATABASE ${dbName}`);
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  const { db } = database;
  try {
    const t = performance.now();
    await db.execute(sql`insert into organizations (name, is_demo)
      select 'Org ' || g, g = 10 from generate_series(1, 10) g`);
    // Ids 1..USERS; every tenth person manages the next nine of their organisation.
    await db.execute(sql`
      insert into users (organization_id, email, username, password_hash, first_name, last_name,
        role, manager_id, timezone, is_active)
      select 1 + (g - 1) * 10 / ${USERS}, 'r' || g || '@bench.test', 'r' || g, 'x', 'First' || g,
        'Last' || g, case when g % 10 = 1 then 'Manager' else 'Team Member' end,
        case when g % 10 = 1 then null else g - ((g - 1) % 10) end,
        (array['Europe/Berlin', 'America/Los_Angeles', 'UTC', 'Asia/Tokyo', 'America/New_York'])[1 + g % 5],
        g % 97 <> 0
      from generate_series(1, ${USERS}) g`);
    await db.execute(sql`
      insert into notification_preferences (user_id, reminder_lead_time, email_reminder, digest_day)
      select id, (array['off', '1h', '1d', '2d'])[1 + id % 4], id % 3 <> 0,
        (array['monday', 'friday', null])[1 + id % 3]
      from users where id % 5 = 0`);
    // Meeting g: a team member and their manager, 1,200 days from FIRST_DATE, 08:00-17:30 local.
    await db.execute(sql`
      insert into meetings (organization_id, team_member_id, manager_id, date, start_time,
        duration, timezone, status, agenda, ics_uid)
      select 1 + (tm - 1) * 10 / ${USERS}, tm, tm - ((tm - 1) % 10), d,
        lpad((8 + (g / 1200) % 10)::text, 2, '0') || case when (g / 12000) % 2 = 0 then ':00' else ':30' end,
        30 + (g % 4) * 15,
        (array['Europe/Berlin', 'America/Los_Angeles', 'UTC', 'Asia/Tokyo', 'America/New_York'])[1 + tm % 5],
        case when d >= ${NOW.toISOString().slice(0, 10)}::date then 'scheduled'
          when g % 3 = 0 then 'scheduled' else 'completed' end,
        'Agenda ' || g, 'rb' || g || '@bench'
      from (select g, ${FIRST_DATE}::date + (g % 1200) as d,
          (10 * (((g::bigint * 7919) % ${(USERS / 10) * 9}) / 9) + 2 + ((g::bigint * 7919) % ${(USERS / 10) * 9}) % 9)::int as tm
        from generate_series(1, ${MEETINGS}) g) s`);
    // VACUUM as well as ANALYZE: a database that has been running has been vacuumed by
    // autovacuum, so its visibility map lets index-only scans skip the table. A freshly
    // seeded one has none (and autovacuum may be off, as on the project's machine).
    await db.execute(sql`vacuum (analyze)`);
    const counted = (await db.execute(sql`select count(*)::int as n from meetings`)) as unknown as {
      rows: { n: number }[];
    };
    console.log(
      `reminders bench: seeded ${USERS} people, ${counted.rows[0]!.n} meetings in ${((performance.now() - t) / 1000).toFixed(1)} s; clock ${NOW.toISOString()}`,
    );

    const plan = (await db.execute(sql`explain select 1 from meetings m
      where m.status = 'scheduled' and m.date between '2026-08-23' and '2026-08-27'`)) as unknown as {
      rows: Record<string, string>[];
    };
    console.log(`  plan of the window: ${Object.values(plan.rows[0]!)[0]}`);
    const all = await timed(
      'reminder scan, nothing written yet (all due)',
      () => scanDueReminders(db, NOW, 1_000_000),
      (r) => `${r.length} due`,
    );
    await timed(
      'reminder scan, one run (limit 500)',
      () => scanDueReminders(db, NOW),
      (r) => `${r.length} due`,
    );
    // Write every due reminder's notification, as the runs would.
    for (let i = 0; i < all.length; i += 5000) {
      const chunk = all.slice(i, i + 5000);
      await db.execute(sql`
        insert into notifications (user_id, kind, message, link, dedupe_key, created_at)
        select u, 'meeting_reminder', 'Reminder', '/meeting/' || m, k, ${NOW}
        from unnest(${sql.raw(`ARRAY[${chunk.map((r) => r.userId).join(',')}]::int[]`)},
          ${sql.raw(`ARRAY[${chunk.map((r) => r.meetingId).join(',')}]::int[]`)},
          ${sql.raw(`ARRAY[${chunk.map((r) => `'${r.dedupeKey}'`).join(',')}]::text[]`)}) as x(u, m, k)`);
    }
    for (let i = 0; i < 3; i += 1) {
      await timed(
        `reminder scan, all written (a later run) #${i + 1}`,
        () => scanDueReminders(db, NOW),
        (r) => `${r.length} due`,
      );
    }
    await timed(
      'recap scan (limit 200)',
      () => scanDueRecaps(db, NOW),
      (r) => `${r.length} due`,
    );
    await timed(
      'digest scan, Monday 08:30 UTC (limit 200)',
      () => scanDueDigests(db, NOW),
      (r) => `${r.length} due`,
    );
  } finally {
    await database.close();
    if (!process.env.BENCH_KEEP) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchReminders().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
