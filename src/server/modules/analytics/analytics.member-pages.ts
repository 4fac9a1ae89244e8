/**
 * One page of the member lists of the overview pages (spec 2.14, 2.15), sorted and paged in SQL
 * (`limit` / `offset`, src/shared/schemas/analytics-query.ts): the per-member counts come from
 * member_figures (docs/decisions/0021-member-figures.md) joined to `users`, ordered, then
 * LIMIT/OFFSET; only the day-dependent part (the days between the pivot day and today, figures-pivot.ts) reads `meetings`. Window
 * functions over the same rows (evaluated before LIMIT) give the number of members listed and the totals over everyone, so one statement answers both;
 * only when a page lies past the end is the first row read again for the totals.
 */
import { and, eq, not, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Role } from '@/shared/domain/constants';
import type { MemberPageQuery } from '@/shared/schemas/analytics-query';
import type { DbOrTx } from '../../db/client';
import {
  meetingOpenItems,
  meetings,
  memberFigures,
  organizationFigures,
  users,
} from '../../db/schema';
import { figuresOfMember } from './analytics.aggregates';
import { pivotWindowSign, pivotWindowSql } from './figures-pivot';
import type { PersonRow } from './analytics.presenter';
import type { AudienceAt } from '../../access/scope';

const n = (expr: SQL) => sql<number>`${expr}`.mapWith(Number);

/** Identity columns of `users` selected by every page. */
export const personColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  jobTitle: users.jobTitle,
  role: users.role,
};

/** ORDER BY "by name": first name, then last name (case-insensitive), then id. */
export const BY_NAME: SQL[] = [
  sql`lower(coalesce(${users.firstName}, ''))`,
  sql`lower(coalesce(${users.lastName}, ''))`,
  sql`${users.id}`,
];

/**
 * The same order as {@link BY_NAME} from a member's member_figures row: the name keys it keeps
 * (BY_NAME's first two values, migration 0037) and the member's id, so that an index on
 * member_figures can give a whole organisation's members in a page's order.
 */
export const BY_NAME_KEYS: SQL[] = [
  sql`${memberFigures.firstKey}`,
  sql`${memberFigures.lastKey}`,
  sql`${memberFigures.teamMemberId}`,
];

/** The rows of the page plus the first row of the whole list (for its window totals). */
export interface PageRows<R> {
  rows: R[];
  /** The list's first row: `rows[0]`, or read again when the page lies past the end. */
  first: R | undefined;
}

/** Runs `run(limit, offset)`; an empty page past the start reads the first row as well. */
export async function pageWithFirst<R>(
  run: (limit: number, offset: number) => Promise<R[]>,
  page: MemberPageQuery,
): Promise<PageRows<R>> {
  const rows = await run(page.limit, page.offset);
  if (rows.length > 0 || page.offset === 0) return { rows, first: rows[0] };
  const [first] = await run(1, 0);
  return { rows, first };
}

/** A member of the behind page with their overdue counts. */
export interface BehindRow extends PersonRow {
  overdueMeetings: number;
  overdueItems: number;
  /** Window figures over every member behind (same value on each row). */
  membersTotal: number;
  allOverdueMeetings: number;
  allOverdueItems: number;
}

/**
 * Members of `scope` with overdue meetings or items, most behind first (overdue meetings +
 * overdue items), then by name; one page of them with the totals over all of them.
 */
export async function behindMembersPage(
  db: DbOrTx,
  scope: AudienceAt,
  page: MemberPageQuery,
): Promise<PageRows<BehindRow>> {
  if (!scope.memberMeetings) return organizationBehindMembersPage(db, scope, page);
  // From member_figures (migrations 0015, 0026): overdue meetings = scheduled meetings dated
  // before the pivot day (`scheduled_before_pivot`) corrected by the scheduled meetings between
  // the pivot and today (+1 before today, -1 from today on; pivotWindowSql); overdue items =
  // open items of meetings not completed dated before the pivot (`open_items_before_pivot`)
  // corrected by meeting_open_items of the same window. The window is a day or two of the
  // organisation (meetings_org_date_member_status_idx, meeting_open_items_org_date_idx, both
  // index-only), whatever the history and the meetings ahead; not narrowed to the audience (the
  // join to `users` does).
  const window = and(
    eq(meetings.organizationId, scope.actor.organizationId),
    scope.memberMeetings,
    pivotWindowSql(meetings.date, scope.today),
    eq(meetings.status, 'scheduled'),
  );
  // Aliases are rendered unqualified outside the subquery: each must be unique in the statement.
  const om = db
    .select({
      memberId: meetings.teamMemberId,
      n: n(sql`sum(${pivotWindowSign(meetings.date, scope.today)})`).as('window_meetings'),
    })
    .from(meetings)
    .where(window)
    .groupBy(meetings.teamMemberId)
    .as('om');
  const o = meetingOpenItems;
  const oi = db
    .select({
      memberId: o.teamMemberId,
      n: n(sql`sum(${pivotWindowSign(o.date, scope.today)} * ${o.openItems})`).as('window_items'),
    })
    .from(o)
    .where(
      and(eq(o.organizationId, scope.actor.organizationId), pivotWindowSql(o.date, scope.today)),
    )
    .groupBy(o.teamMemberId)
    .as('oi');
  const f = memberFigures;
  const lateMeetings = sql`(coalesce(${f.scheduledBeforePivot}, 0) + coalesce(${om.n}, 0))`;
  const lateItems = sql`(coalesce(${f.openItemsBeforePivot}, 0) + coalesce(${oi.n}, 0))`;
  const behind = sql`(${lateMeetings} + ${lateItems})`;
  // The page is ranked on narrow rows (id, figures, the name keys member_figures keeps:
  // migration 0037), and only its members are joined to their names and e-mail: every member
  // behind goes through the window totals and the sort, so their width is what it costs.
  const run = async (limit: number, offset: number) => {
    const base = db
      .select({
        id: sql<number>`${users.id}`.as('behind_id'),
        overdueMeetings: n(lateMeetings).as('behind_meetings'),
        overdueItems: n(lateItems).as('behind_items'),
        score: sql<number>`${behind}`.as('behind_score'),
        firstKey: sql<string>`${f.firstKey}`.as('behind_first_key'),
        lastKey: sql<string>`${f.lastKey}`.as('behind_last_key'),
        membersTotal: n(sql`count(*) over ()`).as('behind_members'),
        allOverdueMeetings: n(sql`sum(${lateMeetings}) over ()`).as('behind_all_meetings'),
        allOverdueItems: n(sql`sum(${lateItems}) over ()`).as('behind_all_items'),
      })
      .from(users)
      .$dynamic();
    const ranked = base
      .innerJoin(f, figuresOfMember)
      .leftJoin(om, eq(om.memberId, users.id))
      .leftJoin(oi, eq(oi.memberId, users.id))
      .where(and(scope.members, sql`${behind} > 0`))
      .orderBy(sql`${behind} desc`, ...BY_NAME_KEYS)
      .limit(limit)
      .offset(offset)
      .as('ranked');
    const rows = await db
      .select({
        ...personColumns,
        overdueMeetings: n(sql`${ranked.overdueMeetings}`),
        overdueItems: n(sql`${ranked.overdueItems}`),
        membersTotal: n(sql`${ranked.membersTotal}`),
        allOverdueMeetings: n(sql`${ranked.allOverdueMeetings}`),
        allOverdueItems: n(sql`${ranked.allOverdueItems}`),
      })
      .from(ranked)
      .innerJoin(users, eq(users.id, ranked.id))
      .orderBy(sql`${ranked.score} desc`, ranked.firstKey, ranked.lastKey, ranked.id);
    return rows.map((r) => ({ ...r, role: r.role as Role }));
  };
  return pageWithFirst(run, page);
}

/**
 * behindMembersPage of a whole organisation (a Senior Manager's team: `scope.members` without a
 * list of ids), one statement whose cost follows the page and the day's window, not the members
 * behind (docs/archive/performance-log.md, Scale "Seventh pass"):
 * - a member's overdue figure is member_figures' figure before the pivot day
 *   (`behind_before_pivot`, generated, migration 0038) corrected by the rows dated between the
 *   pivot and today (figures-pivot.ts); only the members with such rows (`win`, a day or two of
 *   the organisation's meetings and open items) have a correction;
 * - the page is the first `offset + limit` members without a correction, from
 *   member_figures_behind_idx (most behind before the pivot, then the name keys), merged with
 *   the corrected members, sorted, then cut: the true first rows of the whole order;
 * - the totals are organization_figures' "before the pivot" sums (migration 0038) less the
 *   people outside the scope ({@link organizationSumsLessOutside}), plus the corrections, and
 *   the members behind less the corrected members behind before the pivot plus those behind
 *   after their correction.
 * The page is LEFT JOINed to the one row of totals, so a page past the end still has them.
 */
async function organizationBehindMembersPage(
  db: DbOrTx,
  scope: AudienceAt,
  page: MemberPageQuery,
): Promise<PageRows<BehindRow>> {
  const org = scope.actor.organizationId;
  const f = memberFigures;
  const o = organizationFigures;
  const mo = meetingOpenItems;
  const { all, outside } = organizationSumsLessOutside(db, scope, {
    meetings: {
      all: sumOf(o.scheduledBeforePivot),
      outside: sumOf(f.scheduledBeforePivot),
    },
    items: { all: sumOf(o.openItemsBeforePivot), outside: sumOf(f.openItemsBeforePivot) },
    members: {
      all: sumOf(o.membersBehindBeforePivot),
      outside: sql`count(*) filter (where ${f.behindBeforePivot} > 0)`,
    },
  });
  const byKeys = sql.join(BY_NAME_KEYS, sql`, `);
  const result = (await db.execute(sql`
    with win_meetings as (
      select ${meetings.teamMemberId} as id,
        sum(${pivotWindowSign(meetings.date, scope.today)}) as n
      from ${meetings}
      where ${meetings.organizationId} = ${org} and ${pivotWindowSql(meetings.date, scope.today)}
        and ${meetings.status} = 'scheduled'
      group by 1
    ), win_items as (
      select ${mo.teamMemberId} as id,
        sum(${pivotWindowSign(mo.date, scope.today)} * ${mo.openItems}) as n
      from ${mo}
      where ${mo.organizationId} = ${org} and ${pivotWindowSql(mo.date, scope.today)}
      group by 1
    ), win as materialized (
      select ${f.teamMemberId} as id,
        ${f.scheduledBeforePivot} + coalesce(wm.n, 0) as late_meetings,
        ${f.openItemsBeforePivot} + coalesce(wi.n, 0) as late_items,
        ${f.behindBeforePivot} as before, coalesce(wm.n, 0) as meetings_delta,
        coalesce(wi.n, 0) as items_delta, ${f.firstKey} as first_key, ${f.lastKey} as last_key
      from (select id from win_meetings union select id from win_items) w
        join ${users} on ${users.id} = w.id
        join ${f} on ${figuresOfMember}
        left join win_meetings wm on wm.id = w.id
        left join win_items wi on wi.id = w.id
      where ${scope.members}
    ), ranked as (
      select * from (
        (select ${f.teamMemberId} as id, ${f.scheduledBeforePivot} as late_meetings,
            ${f.openItemsBeforePivot} as late_items, ${f.behindBeforePivot} as behind,
            ${f.firstKey} as first_key, ${f.lastKey} as last_key
          from ${f} join ${users} on ${figuresOfMember}
          where ${f.organizationId} = ${org} and ${f.behindBeforePivot} > 0 and ${scope.members}
            and ${f.teamMemberId} not in (select id from win)
          order by ${f.behindBeforePivot} desc, ${byKeys}
          limit ${page.offset + page.limit})
        union all
        select id, late_meetings, late_items, late_meetings + late_items, first_key, last_key
        from win where late_meetings + late_items > 0) c
      order by behind desc, first_key, last_key, id
      limit ${page.limit} offset ${page.offset}
    ), totals as (
      select ${all.members} - ${outside.members}
          - (select count(*) from win where before > 0)
          + (select count(*) from win where late_meetings + late_items > 0) as members,
        ${all.meetings} - ${outside.meetings}
          + (select coalesce(sum(meetings_delta), 0) from win) as meetings,
        ${all.items} - ${outside.items}
          + (select coalesce(sum(items_delta), 0) from win) as items
      from ${all} join ${outside} on true
    )
    select ${users.id} as id, ${users.username} as username, ${users.email} as email,
      ${users.firstName} as first_name, ${users.lastName} as last_name,
      ${users.jobTitle} as job_title, ${users.role} as role, r.late_meetings, r.late_items,
      t.members, t.meetings, t.items
    from totals t left join ranked r on true left join ${users} on ${users.id} = r.id
    order by r.behind desc, r.first_key, r.last_key, r.id`)) as unknown as {
    rows: Record<string, string | number | null>[];
  };
  const num = (v: string | number | null | undefined) => Number(v ?? 0);
  const [head] = result.rows;
  const totals = {
    membersTotal: num(head?.members),
    allOverdueMeetings: num(head?.meetings),
    allOverdueItems: num(head?.items),
  };
  const members: BehindRow[] = result.rows
    .filter((r) => r.id !== null)
    .map((r) => ({
      id: num(r.id),
      username: String(r.username),
      email: String(r.email),
      firstName: r.first_name as string | null,
      lastName: r.last_name as string | null,
      jobTitle: r.job_title as string | null,
      role: r.role as Role,
      overdueMeetings: num(r.late_meetings),
      overdueItems: num(r.late_items),
      ...totals,
    }));
  // Only the totals of `first` are read (behindSchedule): past the end there is no member.
  return { rows: members, first: members[0] ?? ({ ...totals } as BehindRow) };
}

/** A member of the action-items page with their item counts per state (figures.ts). */
export interface ItemsRow extends PersonRow {
  total: number;
  completed: number;
  stuck: number;
  /** Window figures over every member with items (same value on each row). */
  membersTotal: number;
  allItems: number;
  allCompleted: number;
  allStuck: number;
}

/**
 * Members of `scope` with at least one action item, most open items first (total − completed:
 * pending and stuck, src/shared/domain/figures.ts), then by name; one page of them with the totals over all of them.
 */
export async function itemMembersPage(
  db: DbOrTx,
  scope: AudienceAt,
  page: MemberPageQuery,
): Promise<PageRows<ItemsRow>> {
  if (!scope.memberMeetings) return organizationItemMembersPage(db, scope, page);
  // From member_figures (migration 0015): one row per member, whatever the number of items.
  const ic = {
    total: memberFigures.items,
    completed: memberFigures.itemsCompleted,
    stuck: memberFigures.itemsStuck,
  };
  const run = async (limit: number, offset: number) => {
    const rows = await db
      .select({
        ...personColumns,
        total: n(sql`${ic.total}`),
        completed: n(sql`${ic.completed}`),
        stuck: n(sql`${ic.stuck}`),
        membersTotal: n(sql`count(*) over ()`),
        allItems: n(sql`sum(${ic.total}) over ()`),
        allCompleted: n(sql`sum(${ic.completed}) over ()`),
        allStuck: n(sql`sum(${ic.stuck}) over ()`),
      })
      .from(users)
      .innerJoin(memberFigures, figuresOfMember)
      .where(and(scope.members, sql`${ic.total} > 0`))
      .orderBy(sql`${ic.total} - ${ic.completed} desc`, ...BY_NAME)
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({ ...r, role: r.role as Role }));
  };
  return pageWithFirst(run, page);
}

/** `coalesce(sum(column), 0)`: a sum that is 0 over no rows. */
export const sumOf = (column: SQL | AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`;

/**
 * The rule of a whole organisation's totals (docs/decisions/0021-member-figures.md, amendment
 * "Organisation figures"): the sums of organization_figures (at most 16 rows) less the same
 * figures of the organisation's people outside `scope.members` (deactivated people and Senior
 * Managers, a handful, read from `users` and their member_figures rows). A person's
 * member_figures rows are those of their own organisation (a meeting's team member belongs to
 * its organisation), so the two make up exactly the sums over the members of the scope.
 * `sums` names each figure's SQL on both sides; the answer is two one-row subqueries, `all` and
 * `outside`, with those names, to join on `true` and subtract (`all.x - outside.x`).
 */
export function organizationSumsLessOutside<K extends string>(
  db: DbOrTx,
  scope: AudienceAt,
  sums: Record<K, { all: SQL; outside: SQL }>,
) {
  const org = scope.actor.organizationId;
  const side = (which: 'all' | 'outside') =>
    Object.fromEntries(
      Object.entries<{ all: SQL; outside: SQL }>(sums).map(([name, figure]) => [
        name,
        sql<number>`${figure[which]}`.as(`${which}_${name}`),
      ]),
    ) as Record<K, SQL.Aliased<number>>;
  const all = db
    .select(side('all'))
    .from(organizationFigures)
    .where(eq(organizationFigures.organizationId, org))
    .as('organization_all');
  const outside = db
    .select(side('outside'))
    .from(users)
    .innerJoin(memberFigures, figuresOfMember)
    .where(and(eq(users.organizationId, org), not(scope.members)))
    .as('organization_outside');
  return { all, outside };
}

/** The action-item figures of {@link organizationSumsLessOutside}, on both sides. */
export const ORGANIZATION_ITEM_SUMS = {
  items: { all: sumOf(organizationFigures.items), outside: sumOf(memberFigures.items) },
  completed: {
    all: sumOf(organizationFigures.itemsCompleted),
    outside: sumOf(memberFigures.itemsCompleted),
  },
  stuck: {
    all: sumOf(organizationFigures.itemsStuck),
    outside: sumOf(memberFigures.itemsStuck),
  },
};

/**
 * itemMembersPage of a whole organisation (a Senior Manager's team: `scope.members` without a
 * list of ids), one statement whose cost follows the page, not the members with items:
 * - the page walks member_figures_open_items_idx (organisation, open items descending, then
 *   the name keys member_figures keeps; migrations 0031 and 0037) joined to `users` by primary
 *   key, until the page is full: at 1,000,000 meetings 7,585 members tie on their open items,
 *   and sorting their names read every one of them (docs/archive/performance-log.md, Scale "Sixth pass");
 * - the totals are {@link organizationSumsLessOutside} (migration 0032's item figures).
 * The page is LEFT JOINed to the one row of totals, so a page past the end still has them.
 */
async function organizationItemMembersPage(
  db: DbOrTx,
  scope: AudienceAt,
  page: MemberPageQuery,
): Promise<PageRows<ItemsRow>> {
  const org = scope.actor.organizationId;
  const f = memberFigures;
  const o = organizationFigures;
  const { all, outside } = organizationSumsLessOutside(db, scope, {
    ...ORGANIZATION_ITEM_SUMS,
    members: {
      all: sumOf(o.membersWithItems),
      outside: sql`count(*) filter (where ${f.items} > 0)`,
    },
  });
  const open = sql<number>`(${f.items} - ${f.itemsCompleted})`;
  const pg = db
    .select({
      ...personColumns,
      total: sql<number>`${f.items}`.as('pg_total'),
      completed: sql<number>`${f.itemsCompleted}`.as('pg_completed'),
      stuck: sql<number>`${f.itemsStuck}`.as('pg_stuck'),
      open: open.as('pg_open'),
    })
    .from(f)
    .innerJoin(users, figuresOfMember)
    .where(and(eq(f.organizationId, org), sql`${f.items} > 0`, scope.members))
    // The name order by the row's own keys, so the page is member_figures_open_items_idx's
    // first rows, not every member tied on open items.
    .orderBy(sql`${open} desc`, ...BY_NAME_KEYS)
    .limit(page.limit)
    .offset(page.offset)
    .as('pg');
  const less = (a: SQL.Aliased<number>, b: SQL.Aliased<number>) => n(sql`${a} - ${b}`);
  const rows = await db
    .select({
      id: pg.id,
      username: pg.username,
      email: pg.email,
      firstName: pg.firstName,
      lastName: pg.lastName,
      jobTitle: pg.jobTitle,
      role: pg.role,
      total: n(sql`${pg.total}`),
      completed: n(sql`${pg.completed}`),
      stuck: n(sql`${pg.stuck}`),
      membersTotal: less(all.members, outside.members),
      allItems: less(all.items, outside.items),
      allCompleted: less(all.completed, outside.completed),
      allStuck: less(all.stuck, outside.stuck),
    })
    .from(all)
    .innerJoin(outside, sql`true`)
    .leftJoin(pg, sql`true`)
    .orderBy(
      sql`${pg.open} desc`,
      sql`lower(coalesce(${pg.firstName}, ''))`,
      sql`lower(coalesce(${pg.lastName}, ''))`,
      sql`${pg.id}`,
    );
  const [head] = rows;
  const totals = {
    membersTotal: head?.membersTotal ?? 0,
    allItems: head?.allItems ?? 0,
    allCompleted: head?.allCompleted ?? 0,
    allStuck: head?.allStuck ?? 0,
  };
  const members = rows
    .filter((r) => r.id !== null)
    .map((r) => ({
      ...r,
      id: r.id!,
      username: r.username!,
      email: r.email!,
      role: r.role as Role,
    }));
  // Only the totals of `first` are read (actionItemsOverview): past the end there is no member.
  return { rows: members, first: members[0] ?? ({ ...totals } as ItemsRow) };
}
