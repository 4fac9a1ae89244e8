/**
 * GET /api/action-items (spec 2.16): the signed-in user's own action items with their
 * meeting, filtered on the server by page (`status`), `search` and `date`. The key lives under
 * the `['meetings']` prefix on purpose: every meeting or action-item change (status ticks,
 * the team member's edit, a manager's update) invalidates that prefix, so these lists refresh
 * too although queries never go stale (spec 7).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ActionItemDateFilter,
  ActionItemPage,
  OwnActionItemsResponse,
} from '@/shared/domain/action-item-filters';
import type { DueFilter } from '@/shared/domain/figures';
import { api, toQuery } from '@/client/lib/api-client';

export interface OwnActionItemsParams {
  status: ActionItemPage;
  /** Trimmed search text; empty for none. */
  search: string;
  date: ActionItemDateFilter;
  /** Due filter (decision 32); `all` sends none. */
  due?: DueChoice;
}

/** The due select's choices: every item, or one due filter of figures.ts. */
export type DueChoice = 'all' | DueFilter;

export const ownActionItemsKey = (params: OwnActionItemsParams) =>
  ['meetings', 'own-action-items', params] as const;

/**
 * The action-item queries. Action-item mutations (status ticks) live with the meetings and
 * invalidate `MEETINGS_KEY` (`['meetings']`), the prefix of every key here.
 */
export const actionItemQueries = {
  /** GET /api/action-items?status&search&date&due: the caller's own items of one page. */
  own: (params: OwnActionItemsParams) => ownActionItemsQuery(params),
};

/** How many open items the dashboard's My action items card lists. */
export const MY_OPEN_ITEMS_LIMIT = 5;

/**
 * GET /api/action-items?status=open&limit=5 (decision 32): the caller's first 5 open items,
 * soonest due first, for the dashboard's My action items card; `counts` give the whole number.
 */
export const myOpenItemsQuery = () =>
  queryOptions({
    queryKey: ['meetings', 'own-action-items', 'open', MY_OPEN_ITEMS_LIMIT] as const,
    queryFn: () =>
      api.get<OwnActionItemsResponse>(
        `/api/action-items${toQuery({ status: 'open', limit: MY_OPEN_ITEMS_LIMIT })}`,
      ),
  });

export const ownActionItemsQuery = (params: OwnActionItemsParams) =>
  queryOptions({
    queryKey: ownActionItemsKey(params),
    queryFn: () =>
      api.get<OwnActionItemsResponse>(
        `/api/action-items${toQuery({
          status: params.status,
          search: params.search || undefined,
          date: params.date === 'all' ? undefined : params.date,
          due: !params.due || params.due === 'all' ? undefined : params.due,
        })}`,
      ),
  });

/**
 * The user's own items of one page. While new filters load, the previous answer stays on
 * screen (`isPlaceholderData`), so typing in the search box does not flash the skeletons.
 */
export function useOwnActionItems(params: OwnActionItemsParams) {
  return useQuery({ ...ownActionItemsQuery(params), placeholderData: keepPreviousData });
}
