/**
 * SQL of the own action-item filters (spec 2.16, 4, 5; decision 32): the page of an item (its state,
 * src/shared/domain/figures.sql.ts: a reason makes it stuck), the search and the date window on
 * the MEETING date (`dateRangeOf` of src/shared/domain/action-item-filters.ts), the due filter.
 * Each builder
 * takes the columns to use, so the list (over a ranked subquery) and the counts (over the
 * tables) share one definition of each rule.
 */
import { and, gt, gte, ilike, isNull, lte, or, type Column, type SQL } from 'drizzle-orm';
import { itemStateSql, overdueItemSql } from '@/shared/domain/figures.sql';
import type { DueFilter } from '@/shared/domain/figures';
import { calendarWeek } from '@/shared/domain/dates';
import {
  dateRangeOf,
  type ActionItemDateFilter,
  type ActionItemPage,
} from '@/shared/domain/action-item-filters';
import { escapeLike } from '../meetings/meetings.filters';

/** The columns the rules read; table columns or fields of a subquery. */
export interface OwnItemColumns {
  status: Column;
  stuckReason: Column;
  description: Column;
  agenda: Column;
  notes: Column;
  /** The meeting's `yyyy-MM-dd` date. */
  date: Column;
  /** The meeting's status and the item's due date (decision 32). */
  meetingStatus: Column | SQL.Aliased;
  dueDate: Column;
}

/** The condition selecting the items of `page`: the item state of figures.sql.ts. */
export function pageCondition(c: OwnItemColumns, page: ActionItemPage): SQL {
  return itemStateSql(c, page);
}

/**
 * Search and date conditions (AND-ed): `search` (trimmed, LIKE-escaped, case-insensitive)
 * over the item's description and the meeting's agenda and notes; `date` as the window of
 * `page` (stuck → month is the last 30 days) around `today` (the caller's calendar day).
 * `page` null (status all) uses the calendar month for `month`.
 */
export function searchAndDateConditions(
  c: OwnItemColumns,
  input: {
    search: string | undefined;
    date: ActionItemDateFilter;
    page: ActionItemPage | null;
    today: string;
    due?: DueFilter | undefined;
  },
): SQL[] {
  const conditions: SQL[] = [];
  const search = input.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(
      or(ilike(c.description, pattern), ilike(c.agenda, pattern), ilike(c.notes, pattern))!,
    );
  }
  const range = dateRangeOf(input.page ?? 'pending', input.date, input.today);
  if (range) conditions.push(and(gte(c.date, range.from), lte(c.date, range.to))!);
  if (input.due) conditions.push(dueCondition(c, input.due, input.today));
  return conditions;
}

/**
 * The due filter (decision 32; figures.ts `dueBucketOf`): `overdue` = the overdue items of
 * figures.sql.ts `overdueItemSql` (due before today, or without a due date of a past 1:1 not
 * completed); `this_week` = due from today to the Sunday of today's Monday-to-Sunday week;
 * `later` = due after it; `none` = no due date.
 */
export function dueCondition(c: OwnItemColumns, due: DueFilter, today: string): SQL {
  const weekEnd = calendarWeek(today).to;
  switch (due) {
    case 'overdue':
      return overdueItemSql(c, { status: c.meetingStatus, date: c.date }, today);
    case 'this_week':
      return and(gte(c.dueDate, today), lte(c.dueDate, weekEnd))!;
    case 'later':
      return gt(c.dueDate, weekEnd);
    case 'none':
      return isNull(c.dueDate);
  }
}
