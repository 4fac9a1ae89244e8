/**
 * GET /api/analytics/progress?search&limit&offset: the Team Member Progress figures (spec
 * 2.10), a page of members at a time (member-pages.ts), searched by username or e-mail on the
 * server.
 */
import type { TeamProgressResponse } from '@/shared/schemas/analytics';
import { api, toQuery } from '@/client/lib/api-client';
import { analyticsKeys } from './analytics-keys';
import { useMemberPages } from './member-pages';

/** Fetches one page of the caller's team progress; throws ApiError (403 for a Team Member). */
export const fetchTeamProgress = (search: string, offset: number, limit: number) =>
  api.get<TeamProgressResponse>(`/api/analytics/progress${toQuery({ search, limit, offset })}`);

/** The members matching `search` (trimmed; blank: everyone), keeping the previous answer while a new search loads. */
export const useTeamProgress = (search: string) =>
  useMemberPages(
    [...analyticsKeys.progress, { search }],
    (offset, limit) => fetchTeamProgress(search, offset, limit),
    { placeholderPrevious: true },
  );
