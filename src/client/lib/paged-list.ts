/**
 * The client side of the keyset-paged lists (docs/api.md "Paging"): `pagedQuery` names a list's key and
 * page fetcher, `usePagedList` runs it as a TanStack Query infinite query (the first page
 * without a cursor, then each page's `nextCursor` until it is null) and reads it as one list:
 * the first page's other fields (counters, totals) with the people of every page loaded so
 * far, and what the shared "Load more" button (components/ui/load-more.tsx) needs.
 */
import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';

/** What every paged answer carries: a page of `people` and the next page's cursor. */
export interface PeoplePage<T> {
  people: T[];
  nextCursor: string | null;
}

/** A paged list's query: its key and `fetchPage(cursor)`, which answers one page. */
export interface PagedQuery<P> {
  queryKey: QueryKey;
  fetchPage: (cursor: string | null) => Promise<P>;
}

/** Declares a paged list's query (see `usePagedList`). */
export function pagedQuery<P extends PeoplePage<unknown>>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | null) => Promise<P>,
): PagedQuery<P> {
  return { queryKey, fetchPage };
}

/** A paged list as a screen reads it. */
export interface PagedList<P extends PeoplePage<unknown>> {
  /** The first page with `people` of every page loaded so far; undefined until it answers. */
  data: P | undefined;
  failed: boolean;
  /** Why the last fetch failed (an `ApiError` with the server's message), else null. */
  error: unknown;
  /** The shown pages belong to the previous query (a new search is loading). */
  refreshing: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * Runs `query` as an infinite query (the first page without a cursor, then each page's
 * `nextCursor` until null), keeping the last list while a new key loads; `enabled` false
 * waits (e.g. until a tab is open).
 */
export function usePagedList<P extends PeoplePage<unknown>>(
  query: PagedQuery<P>,
  enabled = true,
): PagedList<P> {
  const result = useInfiniteQuery({
    queryKey: query.queryKey,
    queryFn: ({ pageParam }: { pageParam: string | null }) => query.fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: P) => last.nextCursor,
    placeholderData: keepPreviousData,
    enabled,
  });
  const pages = result.data?.pages;
  const first = pages?.[0];
  return {
    data: first && pages ? { ...first, people: pages.flatMap((p) => p.people) } : undefined,
    failed: result.isError,
    error: result.error,
    refreshing: result.isPlaceholderData,
    hasMore: result.hasNextPage,
    loadingMore: result.isFetchingNextPage,
    loadMore: () => void result.fetchNextPage(),
  };
}
