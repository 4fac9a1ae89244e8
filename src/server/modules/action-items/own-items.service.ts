/**
 * GET /api/action-items (spec 2.16; decision 32 "What I owe"): the CALLER's own action items —
 * the items they own across all their 1:1s in their organisation, whether they were the manager
 * or the team member there — with their meeting, due date and the other person's name, so the
 * own action-item pages need one call. Two queries whatever the number of items: the list
 * (items of `action_items_owner_due_idx` joined with meetings and the other person's name) and
 * the per-page counts (one aggregate over the same join). Order: due date (no date last), then
 * meeting (newest first) and index.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  countMeetings,
  type ActionItemPageCounts,
  type OwnActionItem,
  type OwnActionItemsQuery,
  type OwnActionItemsResponse,
} from '@/shared/domain/action-item-filters';
import { todayIn } from '@/shared/domain/dates';
import { isOverdueActionItem } from '@/shared/domain/figures';
import { openItemSql } from '@/shared/domain/figures.sql';
import type { ActionItemStatus, MeetingStatus } from '@/shared/domain/constants';
import type { Actor } from '../../context';
import type { DbOrTx } from '../../db/client';
import { actionItems, meetings, users } from '../../db/schema';
import { fullName } from '../users/users.presenter';
import { pageCondition, searchAndDateConditions, type OwnItemColumns } from './own-items.filters';

/** More items than anyone owes: the list's bound when no `limit` is asked. */
const LIST_CAP = 100_000;

/** Items the actor owns in meetings of their organisation (decision 32). */
function ownItemsCondition(actor: Actor): SQL {
  return and(eq(actionItems.ownerId, actor.id), eq(meetings.organizationId, actor.organizationId))!;
}

/** The 0-based index of the item among ALL items of its meeting (position, id). */
const itemIndexSql = sql<number>`(select count(*) from action_items b
  where b.meeting_id = ${actionItems.meetingId}
    and (b.position, b.id) < (${actionItems.position}, ${actionItems.id}))::int`;

/** The actor's items with their index and the columns the filters and the answer read. */
function ownItems(db: DbOrTx, actor: Actor) {
  return db
    .select({
      id: actionItems.id,
      meetingId: actionItems.meetingId,
      index: itemIndexSql.as('item_index'),
      description: actionItems.description,
      status: actionItems.status,
      stuckReason: actionItems.stuckReason,
      completedAt: actionItems.completedAt,
      stuckAt: actionItems.stuckAt,
      ownerId: actionItems.ownerId,
      dueDate: actionItems.dueDate,
      date: meetings.date,
      startTime: meetings.startTime,
      duration: meetings.duration,
      agenda: meetings.agenda,
      notes: meetings.notes,
      title: meetings.title,
      meetingStatus: sql<string>`${meetings.status}`.as('meeting_status'),
      managerId: meetings.managerId,
      teamMemberId: meetings.teamMemberId,
    })
    .from(actionItems)
    .innerJoin(meetings, eq(actionItems.meetingId, meetings.id))
    .where(ownItemsCondition(actor))
    .as('own_items');
}

const tableColumns: OwnItemColumns = {
  status: actionItems.status,
  stuckReason: actionItems.stuckReason,
  description: actionItems.description,
  agenda: meetings.agenda,
  notes: meetings.notes,
  date: meetings.date,
  meetingStatus: meetings.status,
  dueDate: actionItems.dueDate,
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
    .where(ownItemsCondition(actor));
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
 * The caller's own action items (decision 32: the items they own) of `query.status` (a page,
 * open = pending or stuck, or all; at most `query.limit`) matching `query.search`, `query.date` and `query.due`, ordered by due date (no date
 * last), then meeting (date, start time, id: newest first) and index. Date windows are calendar
 * days in the caller's timezone at `now`, on the meeting date: today; week = the last 7 days;
 * month = since the same day one month earlier, except for status=stuck where month is the
 * last 30 days (spec 5). `due` (overdue | this_week | later | none) follows `dueCondition`
 * with the caller's today (the owner's zone).
 * @returns `{ items, counts: { pending, completed, stuck, meetings }, totals }`; `counts`
 *   apply search, date and due (not status), `meetings` is the distinct meetings of `items`,
 *   `totals` apply nothing. Times in ISO UTC; each item with `ownerId`, `dueDate`, `overdue`
 *   and `otherPersonName` (the 1:1's other person).
 */
export async function listOwnActionItems(input: {
  db: DbOrTx;
  actor: Actor;
  query: OwnActionItemsQuery;
  now: Date;
}): Promise<OwnActionItemsResponse> {
  const { db, actor, query } = input;
  const page = query.status === 'all' || query.status === 'open' ? null : query.status;
  const today = todayIn(actor.timezone, input.now);
  const own = ownItems(db, actor);
  const ownColumns: OwnItemColumns = {
    status: own.status,
    stuckReason: own.stuckReason,
    description: own.description,
    agenda: own.agenda,
    notes: own.notes,
    date: own.date,
    meetingStatus: own.meetingStatus,
    dueDate: own.dueDate,
  };
  const filterInput = { search: query.search, date: query.date, page, today, due: query.due };
  const conditions = searchAndDateConditions(ownColumns, filterInput);
  if (page) conditions.push(pageCondition(ownColumns, page));
  if (query.status === 'open') conditions.push(openItemSql(ownColumns));
  const manager = alias(users, 'manager');
  const other = alias(users, 'other_person');
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
      ownerId: own.ownerId,
      dueDate: own.dueDate,
      date: own.date,
      startTime: own.startTime,
      duration: own.duration,
      agenda: own.agenda,
      title: own.title,
      meetingStatus: own.meetingStatus,
      managerFirstName: manager.firstName,
      managerLastName: manager.lastName,
      managerUsername: manager.username,
      otherFirstName: other.firstName,
      otherLastName: other.lastName,
      otherUsername: other.username,
    })
    .from(own)
    .leftJoin(manager, eq(manager.id, own.managerId))
    .leftJoin(
      other,
      eq(
        other.id,
        sql`case when ${own.managerId} = ${actor.id} then ${own.teamMemberId} else ${own.managerId} end`,
      ),
    )
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(
      sql`${own.dueDate} asc nulls last`,
      desc(own.date),
      desc(own.startTime),
      desc(own.meetingId),
      asc(own.index),
    )
    .limit(query.limit ?? LIST_CAP);
  const nameOf = (first: string | null, last: string | null, username: string | null) =>
    username === null ? null : fullName({ firstName: first, lastName: last, username });
  const items = rows.map((it): OwnActionItem => {
    const status = it.status as ActionItemStatus;
    return {
      id: it.id,
      meetingId: it.meetingId,
      index: Number(it.index),
      description: it.description,
      status,
      stuckReason: it.stuckReason,
      completedAt: it.completedAt ? new Date(it.completedAt).toISOString() : null,
      stuckAt: it.stuckAt ? new Date(it.stuckAt).toISOString() : null,
      ownerId: it.ownerId,
      dueDate: it.dueDate,
      overdue: isOverdueActionItem(
        {
          status,
          stuckReason: it.stuckReason,
          dueDate: it.dueDate,
          meetingStatus: it.meetingStatus,
          meetingDate: it.date,
        },
        today,
      ),
      otherPersonName: nameOf(it.otherFirstName, it.otherLastName, it.otherUsername),
      meeting: {
        id: it.meetingId,
        date: it.date,
        startTime: it.startTime,
        duration: it.duration,
        agenda: it.agenda,
        title: it.title,
        status: it.meetingStatus as MeetingStatus,
        managerName: nameOf(it.managerFirstName, it.managerLastName, it.managerUsername),
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
