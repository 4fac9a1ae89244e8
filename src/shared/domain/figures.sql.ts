/**
 * The SQL form of the rules of figures.ts, one builder next to each (docs/glossary.md): the
 * server filters and counts with these, so a figure has one definition in TypeScript and its
 * twin here. Each builder takes the columns to read (table columns, or the fields of a
 * subquery), so shared/ stays free of the server's schema.
 */
import { and, not, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** The item columns the rules read. */
export interface ItemStatusColumns {
  status: SQLWrapper;
  stuckReason: SQLWrapper;
}

/** The meeting columns the rules read. */
export interface MeetingDateColumns {
  status: SQLWrapper;
  /** `yyyy-MM-dd` text. */
  date: SQLWrapper;
}

/** isStuck: status stuck, or a reason with a non-space character. */
export function stuckSql(c: ItemStatusColumns): SQL {
  return or(sql`${c.status} = 'stuck'`, sql`coalesce(${c.stuckReason} ~ '\\S', false)`)!;
}

/** actionItemStateOf(item) === 'completed'. */
export function completedItemSql(c: ItemStatusColumns): SQL {
  return and(not(stuckSql(c)), sql`${c.status} = 'completed'`)!;
}

/** actionItemStateOf(item) === 'pending'. */
export function pendingItemSql(c: ItemStatusColumns): SQL {
  return and(not(stuckSql(c)), sql`${c.status} <> 'completed'`)!;
}

/** isOpenActionItem: not completed (pending or stuck). */
export function openItemSql(c: ItemStatusColumns): SQL {
  return not(completedItemSql(c));
}

/** The condition selecting the items in `state`. */
export function itemStateSql(c: ItemStatusColumns, state: 'pending' | 'completed' | 'stuck'): SQL {
  if (state === 'stuck') return stuckSql(c);
  return state === 'completed' ? completedItemSql(c) : pendingItemSql(c);
}

/** isOverdueMeeting: scheduled and dated before `today`. */
export function overdueMeetingSql(m: MeetingDateColumns, today: string): SQL {
  return sql`(${m.status} = 'scheduled' and ${m.date} < ${today})`;
}

/** isUpcomingMeeting: scheduled and dated today or later. */
export function upcomingMeetingSql(m: MeetingDateColumns, today: string): SQL {
  return sql`(${m.status} = 'scheduled' and ${m.date} >= ${today})`;
}

/** The item columns of the overdue rule: its state and its due date (`date`, or null). */
export interface ItemDueColumns extends ItemStatusColumns {
  dueDate: SQLWrapper;
}

/**
 * isOverdueActionItem: an open item due before `today`, or without a due date of a meeting not
 * completed and dated before `today` (decision 32).
 */
export function overdueItemSql(c: ItemDueColumns, m: MeetingDateColumns, today: string): SQL {
  return sql`(${openItemSql(c)} and case when ${c.dueDate} is not null
    then ${c.dueDate} < ${today}
    else ${m.status} <> 'completed' and ${m.date} < ${today} end)`;
}

/**
 * `count(*) filter (...)` of the items per state (countActionItems in SQL), as numbers; to
 * select over rows that join each item once.
 */
export function itemCountsSql(
  c: ItemStatusColumns,
): Record<'total' | 'pending' | 'completed' | 'stuck', SQL<number>> {
  const count = (where?: SQL) =>
    (where ? sql<number>`count(*) filter (where ${where})` : sql<number>`count(*)`).mapWith(Number);
  return {
    total: count(),
    pending: count(pendingItemSql(c)),
    completed: count(completedItemSql(c)),
    stuck: count(stuckSql(c)),
  };
}
