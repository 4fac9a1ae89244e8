/**
 * Paged member lists of the analytics calls (progress, action-items, behind-schedule; `limit` /
 * `offset`, src/shared/schemas/analytics-query.ts) read with TanStack's useInfiniteQuery: the
 * first page comes with the page, "Show more members" fetches the next one from the number of
 * members already loaded. The loaded pages read as one answer: the first page's totals and every
 * loaded member once (a member moving between pages while figures change is not shown twice).
 */
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { MEMBER_PAGE_SIZE } from '@/shared/domain/constants';
import { REFRESH_ON_OPEN } from './analytics-keys';

/** What a paged analytics answer has in common. */
export interface MemberPage<M extends { id: number }> {
  membersTotal: number;
  members: M[];
}

/** The loaded pages as one answer plus the "Show more members" controls. */
export interface MemberPages<T> {
  isError: boolean;
  error: unknown;
  /** undefined until the first page arrives. */
  data: T | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * Reads `fetchPage(offset, limit)` a page at a time under `queryKey` (refetched each time the
 * page opens, like every analytics call).
 */
export function useMemberPages<M extends { id: number }, T extends MemberPage<M>>(
  queryKey: QueryKey,
  fetchPage: (offset: number, limit: number) => Promise<T>,
  options: { placeholderPrevious?: boolean } = {},
): MemberPages<T> {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam, MEMBER_PAGE_SIZE.default),
    initialPageParam: 0,
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((n, p) => n + p.members.length, 0);
      return last.members.length > 0 && loaded < last.membersTotal ? loaded : undefined;
    },
    // While a new search loads, keep showing the previous answer instead of the skeleton.
    placeholderData: options.placeholderPrevious ? (previous) => previous : undefined,
    ...REFRESH_ON_OPEN,
  });
  const pages = query.data?.pages;
  let data: T | undefined;
  if (pages && pages.length > 0) {
    const seen = new Set<number>();
    const members = pages
      .flatMap((p) => p.members)
      .filter((m) => (seen.has(m.id) ? false : (seen.add(m.id), true)));
    data = { ...pages[0]!, members };
  }
  return {
    isError: query.isError,
    error: query.error,
    data,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
