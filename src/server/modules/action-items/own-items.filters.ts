/**
 * SQL of the own action-item filters (spec 2.16, 4, 5): the page of an item (its state,
 * src/shared/domain/figures.sql.ts: a reason makes it stuck), the search and the date window on
 * the MEETING date (`dateRangeOf` of src/shared/domain/action-item-filters.ts). Each builder
 * takes the columns to use, so the list (over a ranked subquery) and the counts (over the
 * tables) share one definition of each rule.
 */
import { and, gte, ilike, lte, or, type Column, type SQL } from 'drizzle-orm';
import { itemStateSql } from '@/shared/domain/figures.sql';
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
  return conditions;
}
