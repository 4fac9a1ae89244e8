/**
 * Paged member lists of the analytics calls (progress, action-items, behind-schedule; `limit` /
 * `offset`, src/shared/schemas/analytics-query.ts) as TanStack infinite queries: the first page
 * comes with the page, "Show more members" fetches the next one from the number of members
 * already loaded. `memberPagesOptions` builds the options (analytics-queries.ts);
 * `useMemberPages` reads the loaded pages as one answer: the first page's totals and every
 * loaded member once (a member moving between pages while figures change is not shown twice).
 */
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import { REFRESH_ON_OPEN } from './analytics-keys';

/** What a paged analytics answer has in common. */
export interface MemberPage<M extends { id: number } = { id: number }> {
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

/** The offset of the next page, or undefined when every member is loaded. */
export function nextMemberOffset(last: MemberPage, all: readonly MemberPage[]): number | undefined {
  const loaded = all.reduce((n, p) => n + p.members.length, 0);
  return last.members.length > 0 && loaded < last.membersTotal ? loaded : undefined;
}

/**
 * Infinite-query options reading `fetchPage(offset, limit)` (limit `pageSize`, one of
 * MEMBER_PAGE_SIZE's: 50 members, or 20 for the overviews' cards) under `queryKey`, refetched
 * each time the page opens like every analytics call.
 */
export function memberPagesOptions<T extends MemberPage>(
  queryKey: QueryKey,
  pageSize: number,
  fetchPage: (offset: number, limit: number) => Promise<T>,
) {
  return infiniteQueryOptions<T, Error, InfiniteData<T, number>, QueryKey, number>({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam, pageSize),
    initialPageParam: 0,
    getNextPageParam: (last, all) => nextMemberOffset(last, all),
    ...REFRESH_ON_OPEN,
  });
}

/** The loaded `pages` as one answer: the first page with every member once, in page order. */
export function mergeMemberPages<T extends MemberPage>(
  pages: readonly T[] | undefined,
): T | undefined {
  if (!pages || pages.length === 0) return undefined;
  const seen = new Set<number>();
  const members = pages
    .flatMap((p) => p.members)
    .filter((m) => (seen.has(m.id) ? false : (seen.add(m.id), true)));
  return { ...pages[0]!, members };
}

/** Reads `options` (from `analyticsQueries`); `placeholderPrevious` keeps the last answer while a new key loads. */
export function useMemberPages<T extends MemberPage>(
  options: ReturnType<typeof memberPagesOptions<T>>,
  { placeholderPrevious = false }: { placeholderPrevious?: boolean } = {},
): MemberPages<T> {
  const query = useInfiniteQuery({
    ...options,
    // While a new search loads, keep showing the previous answer instead of the skeleton.
    placeholderData: placeholderPrevious
      ? (previous: InfiniteData<T, number> | undefined) => previous
      : undefined,
  });
  return {
    isError: query.isError,
    error: query.error,
    data: mergeMemberPages(query.data?.pages),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
