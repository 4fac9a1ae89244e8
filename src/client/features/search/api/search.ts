/**
 * GET /api/search (docs/decisions/0033-search.md) as a keyset-paged list (`usePagedList`): the
 * query and filters of the results page, each page's `results` read as the list's rows.
 */
import type { SearchPage, SearchResult } from '@/shared/schemas/search';
import { api, toQuery } from '@/client/lib/api-client';
import { pagedQuery, usePagedList } from '@/client/lib/paged-list';

/** The results page's query: `q` and the optional filters (`yyyy-MM-dd` dates, a person id). */
export interface SearchParams {
  q: string;
  personId?: string;
  from?: string;
  to?: string;
}

export const SEARCH_KEY = ['search'] as const;

/** The paged query of `params` (rows: the results, 20 a page). */
export const searchPagedQuery = (params: SearchParams) =>
  pagedQuery([...SEARCH_KEY, params], async (cursor) => {
    const page = await api.get<SearchPage>(`/api/search${toQuery({ ...params, cursor })}`);
    return { people: page.results, nextCursor: page.nextCursor } as {
      people: SearchResult[];
      nextCursor: string | null;
    };
  });

/** The results of `params`, once `q` holds at least 2 characters. */
export const useSearchResults = (params: SearchParams) =>
  usePagedList(searchPagedQuery(params), params.q.trim().length >= 2);

/** The path of the results page of `q`. */
export const searchPath = (q: string) => `/search${toQuery({ q })}`;

/** The meeting page that opens a result, with `q`'s words highlighted there. */
export const resultPath = (meetingId: number, q: string) =>
  `/meeting/${meetingId}${toQuery({ highlight: q })}`;
