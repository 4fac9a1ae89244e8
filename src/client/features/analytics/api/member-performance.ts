/** GET /api/analytics/members/{id}: one member's performance (spec 2.12). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberPerformanceResponse } from '@/shared/schemas/analytics';
import { api } from '@/client/lib/api-client';
import { analyticsKeys, REFRESH_ON_OPEN } from './analytics-keys';

/** Fetches member `id`'s figures; throws ApiError (404 when unknown or outside the caller's scope). */
export const fetchMemberPerformance = (id: number) =>
  api.get<MemberPerformanceResponse>(`/api/analytics/members/${id}`);

/** Disabled unless `id` is a positive integer (the page shows "Invalid Team Member ID" instead). */
export const memberPerformanceQuery = (id: number) =>
  queryOptions({
    queryKey: analyticsKeys.member(id),
    queryFn: () => fetchMemberPerformance(id),
    enabled: Number.isInteger(id) && id > 0,
    ...REFRESH_ON_OPEN,
  });

export const useMemberPerformance = (id: number) => useQuery(memberPerformanceQuery(id));
