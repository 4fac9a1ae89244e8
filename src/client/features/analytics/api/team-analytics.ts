/** GET /api/analytics/team: the Team Analytics figures (spec 2.11). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamAnalyticsResponse } from '@/shared/schemas/analytics';
import { api } from '@/client/lib/api-client';
import { analyticsKeys, REFRESH_ON_OPEN } from './analytics-keys';

/** Fetches the caller's team analytics; throws ApiError (403 for a Team Member). */
export const fetchTeamAnalytics = () => api.get<TeamAnalyticsResponse>('/api/analytics/team');

export const teamAnalyticsQuery = queryOptions({
  queryKey: analyticsKeys.team,
  queryFn: fetchTeamAnalytics,
  ...REFRESH_ON_OPEN,
});

export const useTeamAnalytics = () => useQuery(teamAnalyticsQuery);
