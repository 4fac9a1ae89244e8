/**
 * GET /api/action-items (spec 2.16): the CALLER's own action items — the items of
 * the meetings of their organisation where they are the team member — with their meeting,
 * so the own action-item pages need one call instead of the spec client's per-item status
 * reads. Whatever the role, only meetings where `teamMemberId` is the caller count (a manager
 * gets their own items as a participant, never their reports'). Two queries whatever the
 * number of items: the list (items joined with meetings and the manager's name) and the
 * per-page counts (one aggregate over the same join).
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  countMeetings,
  type ActionItemPageCounts,
  type OwnActionItem,
  type OwnActionItemsQuery,
  type OwnActionItemsResponse,
} from '@/shared/domain/action-item-filters';
import { todayIn } from '@/shared/domain/dates';
import type { ActionItemStatus, MeetingStatus } from '@/shared/domain/constants';
import type { Actor } from '../../context';
import type { DbOrTx } from '../../db/client';
import { actionItems, meetings, users } from '../../db/schema';
import { fullName } from '../users/users.presenter';
import { pageCondition, searchAndDateConditions, type OwnItemColumns } from './own-items.filters';

/** Meetings of the actor's organisation where the actor is the team member. */
function ownMeetingsCondition(actor: Actor): SQL {
  return and(
    eq(meetings.organizationId, actor.organizationId),
    eq(meetings.teamMemberId, actor.id),
  )!;
}

/** The actor's items with their 0-based index among ALL items of the meeting (position, id). */
function rankedOwnItems(db: DbOrTx, actor: Actor) {
  return db
    .select({
      id: actionItems.id,
      meetingId: actionItems.meetingId,
      index: sql<number>`(row_number() over (partition by ${actionItems.meetingId}
        order by ${actionItems.position}, ${actionItems.id}) - 1)::int`.as('item_index'),
      description: actionItems.description,
      status: actionItems.status,
      stuckReason: actionItems.stuckReason,
      completedAt: actionItems.completedAt,
      stuckAt: actionItems.stuckAt,
      date: meetings.date,
      startTime: meetings.startTime,
      duration: meetings.duration,
      agenda: meetings.agenda,
      notes: meetings.notes,
      title: meetings.title,
      meetingStatus: sql<string>`${meetings.status}`.as('meeting_status'),
      managerId: meetings.managerId,
    })
    .from(actionItems)
    .innerJoin(meetings, eq(actionItems.meetingId, meetings.id))
    .where(ownMeetingsCondition(actor))
    .as('own_items');
}

const tableColumns: OwnItemColumns = {
  status: actionItems.status,
  stuckReason: actionItems.stuckReason,
  description: actionItems.description,
  agenda: meetings.agenda,
  notes: meetings.notes,
  date: meetings.date,
};

/** Per-page counts with and without the search/date conditions: one aggregate query. */
async function countOwnItems(
  db: DbOrTx,
  actor: Actor,
  filters: SQL[],
): Promise<{ counts: ActionItemPageCounts; totals: ActionItemPageCounts }> {
  const filtered = filters.length ? and(...filters)! : sql`true`;
  const countOf = (cond: SQL) => sql<number>`(count(*) filter (where ${cond}))::int`;
  const [row] = await db
    .select({
      pending: countOf(and(pageCondition(tableColumns, 'pending'), filtered)!),
      completed: countOf(and(pageCondition(tableColumns, 'completed'), filtered)!),
      stuck: countOf(and(pageCondition(tableColumns, 'stuck'), filtered)!),
      totalPending: countOf(pageCondition(tableColumns, 'pending')),
      totalCompleted: countOf(pageCondition(tableColumns, 'completed')),
      totalStuck: countOf(pageCondition(tableColumns, 'stuck')),
    })
    .from(actionItems)
    .innerJoin(meetings, eq(actionItems.meetingId, meetings.id))
    .where(ownMeetingsCondition(actor));
  const n = (v: number | undefined) => Number(v ?? 0);
  return {
    counts: { pending: n(row?.pending), completed: n(row?.completed), stuck: n(row?.stuck) },
    totals: {
      pending: n(row?.totalPending),
      completed: n(row?.totalCompleted),
      stuck: n(row?.totalStuck),
    },
  };
}

/**
 * The caller's own action items of `query.status` (a page, or all) matching `query.search`
 * and `query.date`, ordered by meeting (date, start time, id: newest first) then index.
 * Date windows are calendar days in the caller's timezone at `now`, on the meeting date:
 * today; week = the last 7 days; month = since the same day one month earlier, except for
 * status=stuck where month is the last 30 days (spec 5).
 * @returns `{ items, counts: { pending, completed, stuck, meetings }, totals }`; `counts`
 *   apply search and date (not status), `meetings` is the distinct meetings of `items`,
 *   `totals` apply nothing. Times in ISO UTC.
 */
export async function listOwnActionItems(input: {
  db: DbOrTx;
  actor: Actor;
  query: OwnActionItemsQuery;
  now: Date;
}): Promise<OwnActionItemsResponse> {
  const { db, actor, query } = input;
  const page = query.status === 'all' ? null : query.status;
  const today = todayIn(actor.timezone, input.now);
  const own = rankedOwnItems(db, actor);
  const ownColumns: OwnItemColumns = {
    status: own.status,
    stuckReason: own.stuckReason,
    description: own.description,
    agenda: own.agenda,
    notes: own.notes,
    date: own.date,
  };
  const filterInput = { search: query.search, date: query.date, page, today };
  const conditions = searchAndDateConditions(ownColumns, filterInput);
  if (page) conditions.push(pageCondition(ownColumns, page));
  const rows = await db
    .select({
      id: own.id,
      meetingId: own.meetingId,
      index: own.index,
      description: own.description,
      status: own.status,
      stuckReason: own.stuckReason,
      completedAt: own.completedAt,
      stuckAt: own.stuckAt,
      date: own.date,
      startTime: own.startTime,
      duration: own.duration,
      agenda: own.agenda,
      title: own.title,
      meetingStatus: own.meetingStatus,
      managerFirstName: users.firstName,
      managerLastName: users.lastName,
      managerUsername: users.username,
    })
    .from(own)
    .leftJoin(users, eq(users.id, own.managerId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(own.date), desc(own.startTime), desc(own.meetingId), asc(own.index));
  const items = rows.map((it): OwnActionItem => {
    const manager =
      it.managerUsername === null
        ? null
        : fullName({
            firstName: it.managerFirstName,
            lastName: it.managerLastName,
            username: it.managerUsername,
          });
    return {
      id: it.id,
      meetingId: it.meetingId,
      index: Number(it.index),
      description: it.description,
      status: it.status as ActionItemStatus,
      stuckReason: it.stuckReason,
      completedAt: it.completedAt ? new Date(it.completedAt).toISOString() : null,
      stuckAt: it.stuckAt ? new Date(it.stuckAt).toISOString() : null,
      meeting: {
        id: it.meetingId,
        date: it.date,
        startTime: it.startTime,
        duration: it.duration,
        agenda: it.agenda,
        title: it.title,
        status: it.meetingStatus as MeetingStatus,
        managerName: manager,
      },
    };
  });
  const { counts, totals } = await countOwnItems(
    db,
    actor,
    searchAndDateConditions(tableColumns, filterInput),
  );
  return { items, counts: { ...counts, meetings: countMeetings(items) }, totals };
}
