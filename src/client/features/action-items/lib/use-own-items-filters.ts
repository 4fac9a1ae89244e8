/**
 * State of an own action-item page's filters (spec 2.16): the search box (sent to the server
 * 300 ms after typing stops, trimmed), the date select (all, today, week, month) and the due
 * select (decision 32).
 */
import { useState } from 'react';
import type { ActionItemDateFilter, ActionItemPage } from '@/shared/domain/action-item-filters';
import type { DueChoice, OwnActionItemsParams } from '../api/own-action-items';
import { useDebouncedValue } from '@/client/lib/use-debounced-value';

export interface OwnItemsFilters {
  search: string;
  setSearch: (value: string) => void;
  date: ActionItemDateFilter;
  setDate: (value: ActionItemDateFilter) => void;
  /** Due filter (decision 32): `all` or overdue, this_week, later, none. */
  due: DueChoice;
  setDue: (value: DueChoice) => void;
  /** True when a search or a date window is applied. */
  active: boolean;
  /** What the server is asked for. */
  params: OwnActionItemsParams;
}

/** Filter state of the page listing `page` items. */
export function useOwnItemsFilters(page: ActionItemPage): OwnItemsFilters {
  const [search, setSearch] = useState('');
  const [date, setDate] = useState<ActionItemDateFilter>('all');
  const [due, setDue] = useState<DueChoice>('all');
  const debounced = useDebouncedValue(search.trim(), 300);
  return {
    search,
    setSearch,
    date,
    setDate,
    due,
    setDue,
    active: debounced !== '' || date !== 'all' || due !== 'all',
    params: { status: page, search: debounced, date, due },
  };
}
