/**
 * The caller's own action items (spec 2.16, 4 and 5): which page an item belongs on,
 * the date window of each page's filter, grouping by meeting, the header counts, and the
 * query and response of `GET /api/action-items`. Pure and isomorphic: the server filters with
 * these rules and the client counts and groups with them.
 */
import { z } from 'zod';
import { dateWindow, type DateWindow } from './dates';
import {
  ACTION_ITEM_STATES,
  actionItemStateOf,
  countActionItems,
  DUE_FILTERS,
  type ActionItemStateName,
} from './figures';
import type { OwnActionItem } from '../schemas/action-item';

/** The three own action-item pages (spec 2.16), one per item state (figures.ts). */
export const ACTION_ITEM_PAGES = ACTION_ITEM_STATES;
export type ActionItemPage = ActionItemStateName;

/** Values of the pages' date select (spec 2.16); `all` applies no window. */
export const ACTION_ITEM_DATE_FILTERS = ['all', 'today', 'week', 'month'] as const;
export type ActionItemDateFilter = (typeof ACTION_ITEM_DATE_FILTERS)[number];

/** The page an item belongs on: its state (figures.ts `actionItemStateOf`; a reason makes it stuck). */
export const actionItemPageOf = actionItemStateOf;

/**
 * The window of `filter` on `page` (spec 5 "Client date filters"): today = the same day;
 * week = the last 7 days; month = since the same day one month earlier on the completed and
 * pending pages, but the last 30 days (`month30`) on the stuck page. Null for `all`.
 */
export function dateWindowOf(
  page: ActionItemPage,
  filter: ActionItemDateFilter,
): DateWindow | null {
  if (filter === 'all') return null;
  if (filter === 'month' && page === 'stuck') return 'month30';
  return filter;
}

/**
 * Inclusive `{ from, to }` range of `yyyy-MM-dd` MEETING dates that `filter` keeps on `page`,
 * relative to `today` (a calendar date in the caller's timezone); null for `all`.
 */
export function dateRangeOf(
  page: ActionItemPage,
  filter: ActionItemDateFilter,
  today: string,
): { from: string; to: string } | null {
  const window = dateWindowOf(page, filter);
  return window ? dateWindow(window, today) : null;
}

/** True when `date` (`yyyy-MM-dd`) lies in `range` (inclusive); always true for a null range. */
export function isInDateRange(date: string, range: { from: string; to: string } | null): boolean {
  return range === null || (date >= range.from && date <= range.to);
}

// The response of `GET /api/action-items` is declared as zod schemas next to the other presented
// shapes (src/shared/schemas/action-item.ts); its types are re-exported here.
export type {
  OwnActionItem,
  OwnActionItemMeeting,
  OwnActionItemsResponse,
} from '../schemas/action-item';

/** Items per page (`pending`, `completed`, `stuck`). */
export type ActionItemPageCounts = Record<ActionItemPage, number>;

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/**
 * Query of `GET /api/action-items`: `status` = a page, `open` (pending or stuck; the dashboard's
 * My action items card) or `all` (default all); `limit`; `search` (over the
 * item's description and its meeting's agenda and notes); `date` = all, today, week or month
 * (default all; the window follows `dateWindowOf` with the page of `status`); `due` (decision
 * 32). Empty values
 * count as absent, so the spec's `?status=stuck&search=&date=` works.
 */
export const ownActionItemsQuerySchema = z.object({
  status: z.preprocess(
    emptyToUndefined,
    z
      .enum([...ACTION_ITEM_PAGES, 'open', 'all'] as const, {
        message: 'Status must be pending, completed, stuck, open or all',
      })
      .default('all'),
  ),
  // NUL is refused app-wide by the server's NUL guard before validation.
  search: z
    .string()
    .max(200, 'Search must be at most 200 characters')
    .transform((v) => v.trim())
    .optional(),
  date: z.preprocess(
    emptyToUndefined,
    z
      .enum(ACTION_ITEM_DATE_FILTERS, { message: 'Date must be all, today, week or month' })
      .default('all'),
  ),
  /** At most this many items (1–100; the counts still count them all); absent: every one. */
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'Limit must be a whole number from 1 to 100' })
      .int('Limit must be a whole number from 1 to 100')
      .min(1, 'Limit must be a whole number from 1 to 100')
      .max(100, 'Limit must be a whole number from 1 to 100')
      .optional(),
  ),
  /** Due filter (decision 32): overdue, this_week, later or none; absent: every item. */
  due: z.preprocess(
    emptyToUndefined,
    z.enum(DUE_FILTERS, { message: 'Due must be overdue, this_week, later or none' }).optional(),
  ),
});
export type OwnActionItemsQuery = z.infer<typeof ownActionItemsQuerySchema>;

/** Per-page counts of `items` (figures.ts `countActionItems`: a reason counts as stuck). */
export function countByPage(
  items: readonly Pick<OwnActionItem, 'status' | 'stuckReason'>[],
): ActionItemPageCounts {
  const { pending, completed, stuck } = countActionItems(items);
  return { pending, completed, stuck };
}

/** Number of distinct meetings among `items`. */
export function countMeetings(items: readonly Pick<OwnActionItem, 'meetingId'>[]): number {
  return new Set(items.map((i) => i.meetingId)).size;
}

/** A meeting with its items, in the order the items came. */
export interface ActionItemGroup<T extends Pick<OwnActionItem, 'meetingId' | 'meeting'>> {
  meeting: T['meeting'];
  items: T[];
}

/**
 * Groups `items` by meeting (Pending page, spec 2.16): groups in the order each meeting first
 * appears, items in their incoming order within a group.
 */
export function groupByMeeting<T extends Pick<OwnActionItem, 'meetingId' | 'meeting'>>(
  items: readonly T[],
): ActionItemGroup<T>[] {
  const groups = new Map<number, ActionItemGroup<T>>();
  for (const item of items) {
    const group = groups.get(item.meetingId);
    if (group) group.items.push(item);
    else groups.set(item.meetingId, { meeting: item.meeting, items: [item] });
  }
  return [...groups.values()];
}
