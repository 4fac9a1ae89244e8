/**
 * The one definition of each figure the screens show about action items and meetings
 * (docs/glossary.md; spec 4, 9; docs/product-rules.md product rule 8). Pure and isomorphic;
 * the SQL form of each rule is built next to it, in figures.sql.ts, and the server counts with
 * that. Dates are `yyyy-MM-dd` calendar dates; `today` is the viewer's calendar day.
 */
import { completionRate } from './metrics';

/** The three states of an action item; every item is in exactly one. */
export const ACTION_ITEM_STATES = ['pending', 'completed', 'stuck'] as const;
export type ActionItemStateName = (typeof ACTION_ITEM_STATES)[number];

/** What the rules read of an item: its own status and stuck reason (never its meeting's status). */
export interface ItemStatusFields {
  status: string;
  stuckReason?: string | null;
}

/** Stuck (spec 4): status stuck, or a stuck reason with a non-space character. */
export function isStuck(item: ItemStatusFields): boolean {
  return item.status === 'stuck' || /\S/.test(item.stuckReason ?? '');
}

/**
 * The state of an item (spec 4; product rule 8): stuck when {@link isStuck}; else completed
 * when its status is completed; else pending. The meeting's status does not change it: an item
 * left pending in a completed meeting is still pending, on every screen.
 */
export function actionItemStateOf(item: ItemStatusFields): ActionItemStateName {
  if (isStuck(item)) return 'stuck';
  return item.status === 'completed' ? 'completed' : 'pending';
}

/** Open = not completed (pending or stuck). */
export function isOpenActionItem(item: ItemStatusFields): boolean {
  return actionItemStateOf(item) !== 'completed';
}

/** Overdue meeting (spec 4): status scheduled and dated before `today`. */
export function isOverdueMeeting(
  meeting: { status: string; date: string },
  today: string,
): boolean {
  return meeting.status === 'scheduled' && meeting.date < today;
}

/** Upcoming meeting (spec 2.6, 2.10, 2.13): status scheduled and dated today or later. */
export function isUpcomingMeeting(
  meeting: { status: string; date: string },
  today: string,
): boolean {
  return meeting.status === 'scheduled' && meeting.date >= today;
}

/**
 * Overdue action item (spec 4, spec 2.15 "n days ago"; decision 32): an open item
 * ({@link isOpenActionItem}) whose due date is before `today` (the owner's calendar day); an
 * open item without a due date keeps the rule of before: its meeting is not completed and is
 * dated before `today` (an item of today's or a future meeting is not late yet).
 */
export function isOverdueActionItem(
  item: ItemStatusFields & { meetingStatus: string; meetingDate: string; dueDate: string | null },
  today: string,
): boolean {
  if (!isOpenActionItem(item)) return false;
  if (item.dueDate !== null) return item.dueDate < today;
  return item.meetingStatus !== 'completed' && item.meetingDate < today;
}

/** Where a due date falls from `today` (decision 32; the own pages' due filter). */
export const DUE_FILTERS = ['overdue', 'this_week', 'later', 'none'] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];

/**
 * The due filter an item's due date answers to: `none` without a date; `overdue` before
 * `today`; `this_week` from today to `weekEnd` (the Sunday of today's Monday-to-Sunday week,
 * dates.ts `calendarWeek`); `later` after it. (The `overdue` filter of the own pages also keeps
 * the open items without a due date that {@link isOverdueActionItem} calls overdue.)
 */
export function dueBucketOf(dueDate: string | null, today: string, weekEnd: string): DueFilter {
  if (dueDate === null) return 'none';
  if (dueDate < today) return 'overdue';
  return dueDate <= weekEnd ? 'this_week' : 'later';
}

/** Counts of items per state, and their total. */
export interface ActionItemCounts {
  total: number;
  pending: number;
  completed: number;
  stuck: number;
}

/** Counts `items` per state (the TS twin of the SQL counts of figures.sql.ts). */
export function countActionItems(items: readonly ItemStatusFields[]): ActionItemCounts {
  const counts: ActionItemCounts = { total: items.length, pending: 0, completed: 0, stuck: 0 };
  for (const item of items) counts[actionItemStateOf(item)] += 1;
  return counts;
}

/**
 * The action-item figures of a screen (spec 2.10–2.14, 2.16): the counts per state and the
 * completion rate (metrics.ts `completionRate` of completed over total).
 */
export function itemFigures(counts: ActionItemCounts): ActionItemCounts & {
  completionRate: number;
} {
  const { total, pending, completed, stuck } = counts;
  return { total, pending, completed, stuck, completionRate: completionRate(completed, total) };
}
