/** GET /api/analytics/progress: the Team Member Progress figures (spec 2.10). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamProgressResponse } from '@/shared/schemas/analytics';
import { api } from '@/client/lib/api-client';
import { analyticsKeys, REFRESH_ON_OPEN } from './analytics-keys';

/** Fetches the caller's team progress; throws ApiError (403 for a Team Member). */
export const fetchTeamProgress = () => api.get<TeamProgressResponse>('/api/analytics/progress');

export const teamProgressQuery = queryOptions({
  queryKey: analyticsKeys.progress,
  queryFn: fetchTeamProgress,
  ...REFRESH_ON_OPEN,
});

export const useTeamProgress = () => useQuery(teamProgressQuery);
