/**
 * The SQL of Team Analytics (spec 2.11): ONE statement answers the team totals, the Top
 * Performer, the first Needs Support members with their count and the members of the completion
 * chart, whatever the size of the scope; only those few members leave the database.
 *
 * Plan (EXPLAIN ANALYZE at 10,000 people / 1,000,000 meetings; docs/archive/performance-log.md, "Scale"):
 * the per-member counts come from member_figures (one row per member, kept by triggers;
 * docs/decisions/0021-member-figures.md), joined to the members by hash join; "this month" from
 * member_month_figures (one row per member and month, same decision's amendment). The per-member rows are
 * materialised once, narrow (the id, the name order's keys and the counts); the Top Performer,
 * the Needs Support page and the chart are top-N sorts (ORDER BY ... LIMIT) over them, not full
 * sorts, and only the members they list are joined to their names, e-mail, job title and role.
 * The cost follows the number of members, not the number of meetings (at 1,000,000 meetings:
 * 24.6 ms, against 34.4 ms with every member's identity materialised; docs/archive/performance-log.md).
 *
 * The SQL rates and scores (used to rank and to select) follow src/shared/domain/metrics.ts in
 * double precision, as JavaScript computes them (Math.round(x) = floor(x + 0.5) on these
 * values); analytics.team-figures.test.ts compares them with the functions over every pair of
 * counts up to 200. The response figures themselves are computed from the counts by the
 * presenter, as before. Name order: first name, last name (case-insensitive), then id.
 */
import { and, not, sql, type SQL } from 'drizzle-orm';
import { LIST_LIMITS, NEEDS_SUPPORT_BELOW, type Role } from '@/shared/domain/constants';
import { monthBounds } from '@/shared/domain/metrics';
import type { DbOrTx } from '../../db/client';
import { rateSql, scoreSql } from '../../db/metrics-sql';
import {
  memberFigures,
  memberMonthFigures,
  organizationFigures,
  organizationMonthFigures,
  users,
} from '../../db/schema';
import {
  figuresOfMember,
  type MemberItemStats,
  type MemberMeetingStats,
} from './analytics.aggregates';
import { BY_NAME, BY_NAME_KEYS } from './analytics.member-pages';
import type { AudienceAt } from '../../access/scope';

export { rateSql, scoreSql };

/** Sums over every member of the scope. Durations in minutes. */
export interface TeamTotals {
  members: number;
  /** Members with at least one meeting. */
  active: number;
  meetings: number;
  completed: number;
  inProgress: number;
  scheduled: number;
  thisMonth: number;
  minutes: number;
  items: number;
  /** Completed items (figures.ts). */
  itemsDone: number;
  /** Stuck items (figures.ts). */
  itemsStuck: number;
}

/** One listed member: identity and the counts presentPerformance turns into figures. */
export interface TeamMemberCounts {
  stats: MemberMeetingStats;
  items: MemberItemStats;
}

/** What the statement answers. */
export interface TeamFigures {
  totals: TeamTotals;
  topPerformer: TeamMemberCounts | null;
  /** The first LIST_LIMITS.needsSupport, lowest score first. */
  needsSupport: TeamMemberCounts[];
  needsSupportTotal: number;
  /** The first LIST_LIMITS.completionChartMembers: with meetings first, lowest rate first. */
  chart: TeamMemberCounts[];
}

/** A member row as `json_agg` writes it (snake_case columns of the `scored` CTE). */
interface JsonMember {
  id: number;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  job_title: string | null;
  role: string;
  total: number;
  completed: number;
  items: number;
  items_done: number;
  items_stuck: number;
}

const EMPTY_TOTALS: TeamTotals = {
  members: 0,
  active: 0,
  meetings: 0,
  completed: 0,
  inProgress: 0,
  scheduled: 0,
  thisMonth: 0,
  minutes: 0,
  items: 0,
  itemsDone: 0,
  itemsStuck: 0,
};

/**
 * A listed member's JSON (the columns of {@link JsonMember}) from narrow rows `l` (`id`, the
 * counts, `n` the list's order): identity columns are read for the listed members only (at most
 * 1 + 10 + 20 of them).
 */
const listedMembers = (rows: SQL) => sql`(select json_agg(json_build_object('id', u.id,
      'username', u.username, 'email', u.email, 'first_name', u.first_name,
      'last_name', u.last_name, 'job_title', u.job_title, 'role', u.role,
      'total', l.total, 'completed', l.completed, 'items', l.items, 'items_done', l.items_done,
      'items_stuck', l.items_stuck) order by l.n)
    from (${rows}) l join ${users} u on u.id = l.id)`;

/** The statement for `scope` (exported for EXPLAIN ANALYZE scripts). */
export function teamFiguresSql(scope: AudienceAt): SQL {
  if (!scope.memberMeetings) return organizationTeamFiguresSql(scope);
  const { from } = monthBounds(scope.today);
  const rate = rateSql(sql`completed`, sql`total`);
  const itemRate = rateSql(sql`items_done`, sql`items`);
  const byName = sql`first_key, last_key, id`;
  const member = listedMembers;
  // The per-member counts are read from member_figures (kept by triggers, migration 0015) and
  // "this month" from member_month_figures (migration 0020), one row per member and month.
  // One materialised pass computes each member's counts, name keys (member_figures keeps them
  // for members with figures, migration 0037), rate and score; the lists and the totals read
  // it (a second materialised step for the rates cost as much again at 10,000 members).
  const counts = sql`
      select ${users.id} as id,
        coalesce(f.first_key, ${BY_NAME[0]}) as first_key,
        coalesce(f.last_key, ${BY_NAME[1]}) as last_key,
        coalesce(f.meetings, 0) as total, coalesce(f.completed, 0) as completed,
        coalesce(f.in_progress, 0) as in_progress, coalesce(f.scheduled, 0) as scheduled,
        coalesce(month.meetings, 0) as this_month, coalesce(f.minutes, 0) as minutes,
        coalesce(f.items, 0) as items, coalesce(f.items_completed, 0) as items_done,
        coalesce(f.items_stuck, 0) as items_stuck
      from ${users}
        left join ${memberFigures} f on f.team_member_id = ${users.id}
          and f.organization_id = ${users.organizationId}
        left join ${memberMonthFigures} month on month.organization_id = ${users.organizationId}
          and month.month = ${from} and month.team_member_id = ${users.id}
      where ${scope.members}`;
  return sql`
    with rated as materialized (
      select per.*, r.rate, ${scoreSql(sql`r.rate`, itemRate)} as score
      from (${counts}) per cross join lateral (select ${rate} as rate) r
    ), top as (
      select *, 1 as n from rated where total > 0 order by score desc, ${byName} limit 1
    ), needing as (
      select * from rated where total > 0 and score < ${NEEDS_SUPPORT_BELOW}
        and id not in (select id from top)
    )
    select
      (select json_build_object('members', count(*), 'active', count(*) filter (where total > 0),
          'meetings', coalesce(sum(total), 0), 'completed', coalesce(sum(completed), 0),
          'inProgress', coalesce(sum(in_progress), 0), 'scheduled', coalesce(sum(scheduled), 0),
          'thisMonth', coalesce(sum(this_month), 0), 'minutes', coalesce(sum(minutes), 0),
          'items', coalesce(sum(items), 0), 'itemsDone', coalesce(sum(items_done), 0),
          'itemsStuck', coalesce(sum(items_stuck), 0))
        from rated) as totals,
      ${member(sql`select * from top`)} as top,
      ${member(sql`select *, row_number() over (order by score, ${byName}) as n
          from (select * from needing order by score, ${byName}
            limit ${LIST_LIMITS.needsSupport}) l`)} as needs_support,
      (select count(*) from needing) as needs_support_total,
      ${member(sql`select *, row_number() over (order by total = 0, rate, ${byName}) as n
          from (select * from rated order by total = 0, rate, ${byName}
            limit ${LIST_LIMITS.completionChartMembers}) l`)} as chart`;
}

/**
 * {@link teamFiguresSql} of a whole organisation (a Senior Manager's team: `scope.members`
 * without a list of ids), whose cost follows the lists, not the members with meetings
 * (docs/archive/performance-log.md, Scale "Seventh pass"):
 * - the totals are organization_figures' sums (minutes and members with meetings: migration
 *   0038) less the figures of the organisation's people outside the scope (deactivated people
 *   and Senior Managers, a handful), as organizationSumsLessOutside counts them; the members
 *   are the people of the scope, "this month" organization_month_figures' month (migration
 *   0039) less the outside people's member_month_figures;
 * - the Top Performer is the first member in scope at the highest score, by name, Needs Support
 *   the first members in scope scoring below NEEDS_SUPPORT_BELOW (60), and the chart's members with meetings the
 *   first by completion rate: walks of member_figures_score_idx and member_figures_rate_idx
 *   (the generated score and rate of migration 0038, then the name keys of 0037) that stop when
 *   the list is full; Needs Support's count is an index-only count less the outside people;
 * - the chart's members without meetings (only read when fewer than its
 *   LIST_LIMITS.completionChartMembers have any) come by name from users_org_name_idx.
 * Same answer as the general statement (analytics.team.test.ts and the reference test compare
 * an organisation's figures with the rules of metrics.ts).
 */
function organizationTeamFiguresSql(scope: AudienceAt): SQL {
  const org = scope.actor.organizationId;
  const { from } = monthBounds(scope.today);
  const f = memberFigures;
  const o = organizationFigures;
  const om = organizationMonthFigures;
  const mm = memberMonthFigures;
  const byKeys = sql.join(BY_NAME_KEYS, sql`, `);
  const counts = sql`${f.teamMemberId} as id, ${f.meetings} as total, ${f.completed} as completed,
      ${f.items} as items, ${f.itemsCompleted} as items_done, ${f.itemsStuck} as items_stuck`;
  // Members with meetings in scope; the walks below add their order and LIMIT.
  const active = sql`${f} join ${users} on ${figuresOfMember}
      where ${f.organizationId} = ${org} and ${f.meetings} > 0 and ${scope.members}`;
  const needing = sql`${f.score} < ${NEEDS_SUPPORT_BELOW}`;
  return sql`
    with outside as materialized (
      select ${f.teamMemberId} as id, ${f.meetings} as meetings, ${f.completed} as completed,
        ${f.inProgress} as in_progress, ${f.scheduled} as scheduled, ${f.minutes} as minutes,
        ${f.items} as items, ${f.itemsCompleted} as items_done, ${f.itemsStuck} as items_stuck,
        ${f.score} as score
      from ${users} join ${f} on ${figuresOfMember}
      where ${users.organizationId} = ${org} and ${not(scope.members)}
    ), top as materialized (
      select ${counts}, ${f.score} as score, 1 as n from ${active}
        and ${f.score} = (select ${f.score} from ${active} order by ${f.score} desc limit 1)
      order by ${byKeys} limit 1
    ), chart_active as materialized (
      select ${counts}, ${f.completionRate} as rate, ${f.firstKey} as first_key,
        ${f.lastKey} as last_key
      from ${active}
      order by ${f.completionRate}, ${byKeys} limit ${LIST_LIMITS.completionChartMembers}
    )
    select
      (select json_build_object(
          'members', (select count(*) from ${users} where ${scope.members}),
          'active', sum(${o.membersWithMeetings}) - (select count(*) from outside where meetings > 0),
          'meetings', sum(${o.meetings}) - (select coalesce(sum(meetings), 0) from outside),
          'completed', sum(${o.completed}) - (select coalesce(sum(completed), 0) from outside),
          'inProgress', sum(${o.inProgress}) - (select coalesce(sum(in_progress), 0) from outside),
          'scheduled', sum(${o.scheduled}) - (select coalesce(sum(scheduled), 0) from outside),
          'thisMonth', (select coalesce(sum(${om.meetings}), 0) from ${om}
              where ${om.organizationId} = ${org} and ${om.month} = ${from})
            - (select coalesce(sum(${mm.meetings}), 0) from ${mm}
              where ${mm.organizationId} = ${org} and ${mm.month} = ${from}
                and ${mm.teamMemberId} in (select id from outside)),
          'minutes', sum(${o.minutes}) - (select coalesce(sum(minutes), 0) from outside),
          'items', sum(${o.items}) - (select coalesce(sum(items), 0) from outside),
          'itemsDone', sum(${o.itemsCompleted}) - (select coalesce(sum(items_done), 0) from outside),
          'itemsStuck', sum(${o.itemsStuck}) - (select coalesce(sum(items_stuck), 0) from outside))
        from ${o} where ${o.organizationId} = ${org}) as totals,
      ${listedMembers(sql`select * from top`)} as top,
      ${listedMembers(sql`select *, row_number() over (order by score, first_key, last_key, id)
          as n from (
          select ${counts}, ${f.score} as score, ${f.firstKey} as first_key,
            ${f.lastKey} as last_key from ${active} and ${needing}
            and ${f.teamMemberId} not in (select id from top)
          order by ${f.score}, ${byKeys} limit ${LIST_LIMITS.needsSupport}) l`)} as needs_support,
      (select count(*) from ${f} where ${f.organizationId} = ${org} and ${f.meetings} > 0
          and ${needing})
        - (select count(*) from outside where meetings > 0 and score < ${NEEDS_SUPPORT_BELOW})
        - (select count(*) from top where score < ${NEEDS_SUPPORT_BELOW}) as needs_support_total,
      ${listedMembers(sql`select *, row_number() over (order by total = 0, rate, first_key,
          last_key, id) as n
        from (select * from (select id, total, completed, items, items_done, items_stuck, rate,
            first_key, last_key from chart_active
          union all (
            select ${users.id}, 0, 0, 0, 0, 0, 0, ${BY_NAME[0]}, ${BY_NAME[1]} from ${users}
            where ${scope.members}
              and (select count(*) from chart_active) < ${LIST_LIMITS.completionChartMembers}
              and not exists (select from ${f} where ${and(figuresOfMember, sql`${f.meetings} > 0`)})
            order by ${sql.join(BY_NAME, sql`, `)} limit ${LIST_LIMITS.completionChartMembers})) c
          order by total = 0, rate, first_key, last_key, id
          limit ${LIST_LIMITS.completionChartMembers}) l`)} as chart`;
}

/** The JSON member row as the presenter's counts. */
function toCounts(row: JsonMember): TeamMemberCounts {
  const stats: MemberMeetingStats = {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    jobTitle: row.job_title,
    role: row.role as Role,
    total: Number(row.total),
    completed: Number(row.completed),
    // Not shown by Team Analytics: only the totals carry these.
    inProgress: 0,
    scheduled: 0,
    upcoming: 0,
    thisMonth: 0,
    overdue: 0,
    totalMinutes: 0,
  };
  const total = Number(row.items);
  const completed = Number(row.items_done);
  const stuck = Number(row.items_stuck);
  const items: MemberItemStats = {
    total,
    completed,
    stuck,
    pending: total - completed - stuck,
    // Not shown by Team Analytics.
    overdue: 0,
  };
  return { stats, items };
}

/**
 * Team Analytics figures of `scope` in one statement (see the module comment). Lists are
 * empty, and totals 0, when the scope holds nobody.
 */
export async function teamFigures(db: DbOrTx, scope: AudienceAt): Promise<TeamFigures> {
  // Both drivers (pg and PGlite) answer `{ rows }` and parse json columns.
  const result = (await db.execute(teamFiguresSql(scope))) as unknown as {
    rows: {
      totals: Record<keyof TeamTotals, number | string> | null;
      top: JsonMember[] | null;
      needs_support: JsonMember[] | null;
      needs_support_total: number | string;
      chart: JsonMember[] | null;
    }[];
  };
  const row = result.rows[0];
  const totals = { ...EMPTY_TOTALS };
  for (const key of Object.keys(totals) as (keyof TeamTotals)[]) {
    totals[key] = Number(row?.totals?.[key] ?? 0);
  }
  return {
    totals,
    topPerformer: row?.top?.[0] ? toCounts(row.top[0]) : null,
    needsSupport: (row?.needs_support ?? []).map(toCounts),
    needsSupportTotal: Number(row?.needs_support_total ?? 0),
    chart: (row?.chart ?? []).map(toCounts),
  };
}
