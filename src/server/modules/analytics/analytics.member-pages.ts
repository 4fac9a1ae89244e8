/**
 * One page of the member lists of the overview pages (spec 2.14, 2.15), sorted and paged in SQL
 * (`limit` / `offset`, src/shared/schemas/analytics-query.ts): the per-member counts come from
 * member_figures (docs/decisions/0021-member-figures.md) joined to `users`, ordered, then
 * LIMIT/OFFSET; only the day-dependent part (meetings from today on) reads `meetings`. Window
 * functions over the same rows (evaluated before LIMIT) give the number of members listed and the totals over everyone, so one statement answers both;
 * only when a page lies past the end is the first row read again for the totals.
 */
import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@/shared/domain/constants';
import type { MemberPageQuery } from '@/shared/schemas/analytics-query';
import type { DbOrTx } from '../../db/client';
import { actionItems, meetings, memberFigures, users } from '../../db/schema';
import { openItemSql } from '@/shared/domain/figures.sql';
import { figuresOfMember, itemColumns } from './analytics.aggregates';
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
  // From member_figures (migration 0015): overdue meetings = scheduled − scheduled dated today or
  // later; overdue items = open items of meetings not completed − those of such meetings dated
  // today or later. Only the meetings from today on are read (meetings_org_date_idx).
  const ahead = and(
    eq(meetings.organizationId, scope.actor.organizationId),
    scope.memberMeetings,
    gte(meetings.date, scope.today),
  );
  // Aliases are rendered unqualified outside the subquery: each must be unique in the statement.
  const om = db
    .select({
      memberId: meetings.teamMemberId,
      n: n(sql`count(*) filter (where ${meetings.status} = 'scheduled')`).as('ahead_meetings'),
    })
    .from(meetings)
    .where(ahead)
    .groupBy(meetings.teamMemberId)
    .as('om');
  const oi = db
    .select({ memberId: meetings.teamMemberId, n: n(sql`count(*)`).as('ahead_items') })
    .from(actionItems)
    .innerJoin(meetings, eq(meetings.id, actionItems.meetingId))
    .where(and(ahead, sql`${meetings.status} <> 'completed'`, openItemSql(itemColumns)))
    .groupBy(meetings.teamMemberId)
    .as('oi');
  const f = memberFigures;
  const lateMeetings = sql`(coalesce(${f.scheduled}, 0) - coalesce(${om.n}, 0))`;
  const lateItems = sql`(coalesce(${f.openItemsLive}, 0) - coalesce(${oi.n}, 0))`;
  const behind = sql`(${lateMeetings} + ${lateItems})`;
  const run = async (limit: number, offset: number) => {
    const rows = await db
      .select({
        ...personColumns,
        overdueMeetings: n(lateMeetings),
        overdueItems: n(lateItems),
        membersTotal: n(sql`count(*) over ()`),
        allOverdueMeetings: n(sql`sum(${lateMeetings}) over ()`),
        allOverdueItems: n(sql`sum(${lateItems}) over ()`),
      })
      .from(users)
      .innerJoin(f, figuresOfMember)
      .leftJoin(om, eq(om.memberId, users.id))
      .leftJoin(oi, eq(oi.memberId, users.id))
      .where(and(scope.members, sql`${behind} > 0`))
      .orderBy(sql`${behind} desc`, ...BY_NAME)
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({ ...r, role: r.role as Role }));
  };
  return pageWithFirst(run, page);
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
