/**
 * The organisation of the scale bench (scripts/bench/scale.ts), seeded with `generate_series`
 * in a few set-based statements and grown in steps in the same database:
 * - `seedPeople`: one organisation (id 1) of `people` people: ids 1–20 Senior Managers, 21–270
 *   Managers (each reports to a Senior Manager), 271–520 Supervisors (each reports to a Manager),
 *   the rest Team Members (each reports to a Manager or a Supervisor), and one weekly series per
 *   Team Member whose id is not a multiple of 4 (series id = member id − 520). The measured
 *   line ({@link MEASURED_MANAGER} and {@link MEASURED_LINE}) is Manager 22 and their
 *   {@link MEASURED_LINE_SIZE} team members 521–528, nobody else (the people the hierarchy's
 *   rule would give Manager 22 report to Manager 23 instead).
 * - `growMeetings`: meetings up to `target` rows. The first {@link MEASURED_HISTORY} meetings
 *   are the measured line's whole history: weekly 1:1s of each of its members over
 *   {@link MEASURED_WEEKS} weeks; meeting g after them is the k-th weekly 1:1 of the other
 *   members in turn. So every size from 1,000 meetings on holds the same meetings, items, points
 *   and notifications for the measured line (docs/decisions/0026-scale-bench-measured-line.md),
 *   and only the rest of the organisation grows. Week k is dated k weeks after a Monday 100
 *   weeks before today (so 1,000,000 meetings over 9,480 members end a few weeks ahead of
 *   today): past ones completed (1 in 20 left scheduled: overdue, 1 in 20 in progress), the
 *   others scheduled; an occurrence of the member's series when there is one. Each past meeting
 *   gets 3 action items (pending, completed, stuck, rotating); every meeting 2 talking points
 *   and 1 notification.
 * Days are the database's `current_date` (UTC on the bench's server).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

/** First id of a Team Member (ids below are the managers of the seeded hierarchy). */
export const FIRST_MEMBER = 521;

/** The Manager whose screens the bench times (as `manager`). */
export const MEASURED_MANAGER = 22;
/** Team members in the measured Manager's line: ids FIRST_MEMBER to FIRST_MEMBER + 7. */
export const MEASURED_LINE_SIZE = 8;
/** The team member whose screens the bench times (as `member`): the line's first, with a series. */
export const MEASURED_MEMBER = FIRST_MEMBER;
/** Weeks of the measured line's history: as long as the other members' at 1,000,000 meetings. */
export const MEASURED_WEEKS = 106;
/** Meetings of the measured line's whole history, the first of every size (848). */
export const MEASURED_HISTORY = MEASURED_LINE_SIZE * MEASURED_WEEKS;

/** An integer as a SQL literal (the bench's own numbers; typed, unlike a text parameter). */
const lit = (n: number) => sql.raw(String(Math.trunc(n)));

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** `manager` (SQL), or the next Manager when it is the measured one (whose line is fixed). */
const notMeasured = (manager: SQL) =>
  sql`(case when ${manager} = ${lit(MEASURED_MANAGER)} then ${lit(MEASURED_MANAGER + 1)} else ${manager} end)`;

/** The manager of team member `tm` (SQL), as `seedPeople` gives it. */
const managerOf = (tm: SQL) =>
  sql`(case when ${tm} < ${lit(FIRST_MEMBER + MEASURED_LINE_SIZE)} then ${lit(MEASURED_MANAGER)} else ${notMeasured(sql`21 + ${tm} % 500`)} end)`;

/**
 * Inserts the organisation, its `people` people and the members' series.
 * @throws Error when `people` leaves no team member outside the measured line.
 */
export async function seedPeople(db: Db, people: number): Promise<void> {
  if (people <= FIRST_MEMBER + MEASURED_LINE_SIZE) {
    throw new Error(`the scale bench needs more than ${FIRST_MEMBER + MEASURED_LINE_SIZE} people`);
  }
  await db.execute(sql`insert into organizations (id, name) values (1, 'Bench Org')`);
  await db.execute(sql`
    insert into users (id, organization_id, email, username, password_hash, first_name, last_name,
      role, manager_id, department, job_title)
    select g, 1, 'p' || g || '@bench.test', 'p' || g, 'x', 'First' || g, 'Last' || g,
      case when g <= 20 then 'Senior Manager' when g <= 270 then 'Manager'
        when g <= 520 then 'Supervisor' else 'Team Member' end,
      case when g <= 20 then null when g <= 270 then 1 + (g % 20)
        when g <= 520 then ${notMeasured(sql`21 + (g % 250)`)}
        when g < ${lit(FIRST_MEMBER + MEASURED_LINE_SIZE)} then ${lit(MEASURED_MANAGER)}
        else ${notMeasured(sql`21 + (g % 500)`)} end,
      'Dept ' || (g % 12), 'Title ' || (g % 30)
    from generate_series(1, ${lit(people)}) g`);
  await db.execute(sql`select setval('users_id_seq', ${lit(people)})`);
  await db.execute(sql`select setval('organizations_id_seq', 1)`);
  const monday = sql`(date_trunc('week', current_date)::date - 700)`;
  await db.execute(sql`
    insert into meeting_series (id, organization_id, manager_id, team_member_id, rrule,
      start_date, start_time, duration, timezone, title, ics_uid, last_date, materialised_through)
    select u.id - ${lit(FIRST_MEMBER - 1)}, 1, u.manager_id, u.id,
      'FREQ=WEEKLY;BYDAY=' || (array['MO','TU','WE','TH','FR'])[1 + u.id % 5],
      ${monday} + u.id % 5, '10:00', 30, 'UTC', 'Weekly 1:1', 'series-' || u.id || '@bench',
      ${monday} + u.id % 5 + 1820, ${monday} + u.id % 5 + 1820
    from users u where u.id >= ${lit(FIRST_MEMBER)} and u.id % 4 <> 0`);
  await db.execute(sql`select setval('meeting_series_id_seq', ${lit(people)})`);
}

/** Number of meetings in the database. */
export async function meetingCount(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from meetings`),
  );
  return Number(row?.n ?? 0);
}

/**
 * Adds meetings (with their items, points and notifications) until there are `target`, in
 * chunks of `chunk` meetings (one statement per table each). Returns the seconds spent.
 */
export async function growMeetings(
  db: Db,
  people: number,
  target: number,
  chunk = 250_000,
): Promise<number> {
  const start = performance.now();
  /** Team members outside the measured line. */
  const others = people - FIRST_MEMBER + 1 - MEASURED_LINE_SIZE;
  const monday = sql`(date_trunc('week', current_date)::date - 700)`;
  await db.execute(sql`set synchronous_commit = off`);
  for (let from = await meetingCount(db); from < target; from += chunk) {
    const to = Math.min(target, from + chunk);
    await db.execute(sql`
      insert into meetings (id, organization_id, team_member_id, manager_id, date, start_time,
        duration, status, agenda, notes, ics_uid, series_id, occurrence_date, updated_at)
      select g, 1, tm, ${managerOf(sql`tm`)}, d, lpad((8 + tm % 9)::text, 2, '0') || ':00',
        15 + (g % 4) * 15,
        case when d >= current_date then 'scheduled' when g % 20 = 0 then 'scheduled'
          when g % 20 = 1 then 'in_progress' else 'completed' end,
        'Agenda ' || g, '<p>Notes ' || g || '</p>',
        case when tm % 4 <> 0 then 'series-' || tm || '@bench' else 'b' || g || '@bench' end,
        case when tm % 4 <> 0 then tm - ${lit(FIRST_MEMBER - 1)} end,
        case when tm % 4 <> 0 then d end, d::timestamptz + interval '9 hours'
      from (select g, tm, ${monday} + k * 7 + tm % 5 as d
        from (select g,
            case when g <= ${lit(MEASURED_HISTORY)}
              then ${lit(FIRST_MEMBER)} + (g - 1) % ${lit(MEASURED_LINE_SIZE)}
              else ${lit(FIRST_MEMBER + MEASURED_LINE_SIZE)} + (g - ${lit(MEASURED_HISTORY)} - 1) % ${lit(others)}
            end as tm,
            case when g <= ${lit(MEASURED_HISTORY)} then (g - 1) / ${lit(MEASURED_LINE_SIZE)}
              else (g - ${lit(MEASURED_HISTORY)} - 1) / ${lit(others)}
            end as k
          from generate_series(${lit(from + 1)}, ${lit(to)}) g) a) b`);
    await db.execute(sql`
      insert into action_items (meeting_id, position, description, status, stuck_reason, completed_at, stuck_at)
      select m.id, p, 'Item ' || p || ' of ' || m.id, s,
        case when s = 'stuck' then 'Waiting on review' end,
        case when s = 'completed' then m.updated_at end, case when s = 'stuck' then m.updated_at end
      from meetings m cross join generate_series(0, 2) p,
        lateral (select (array['pending','completed','stuck'])[1 + (m.id + p) % 3] as s) x
      where m.id > ${lit(from)} and m.id <= ${lit(to)} and m.date < current_date`);
    await db.execute(sql`
      insert into talking_points (meeting_id, author_id, text, position, discussed)
      select m.id, case when p = 0 then m.team_member_id else m.manager_id end,
        'Point ' || p || ' of ' || m.id, p, m.status = 'completed'
      from meetings m cross join generate_series(0, 1) p
      where m.id > ${lit(from)} and m.id <= ${lit(to)}`);
    await db.execute(sql`
      insert into notifications (user_id, kind, message, link, dedupe_key, created_at, read_at)
      select m.team_member_id, 'meeting_scheduled', 'A 1:1 was scheduled', '/meetings/' || m.id,
        'meeting:' || m.id, m.updated_at - interval '7 days',
        case when m.date < current_date - 14 then m.updated_at end
      from meetings m where m.id > ${lit(from)} and m.id <= ${lit(to)}`);
  }
  await db.execute(sql`select setval('meetings_id_seq', greatest(${lit(target)}, 1))`);
  // VACUUM as well as ANALYZE: a database that has been running has been vacuumed by
  // autovacuum, so its visibility map lets index-only scans skip the table. A freshly
  // seeded one has none (and autovacuum may be off, as on the project's machine).
  await db.execute(sql`vacuum (analyze)`);
  return (performance.now() - start) / 1000;
}
