/** GET /api/analytics/behind-schedule: overdue meetings and action items per member (spec 2.15). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BehindScheduleResponse } from '@/shared/schemas/analytics';
import { api } from '@/client/lib/api-client';
import { analyticsKeys, REFRESH_ON_OPEN } from './analytics-keys';

/** Fetches who is behind in the caller's scope; throws ApiError (403 for a Team Member). */
export const fetchBehindSchedule = () =>
  api.get<BehindScheduleResponse>('/api/analytics/behind-schedule');

export const behindScheduleQuery = queryOptions({
  queryKey: analyticsKeys.behindSchedule,
  queryFn: fetchBehindSchedule,
  ...REFRESH_ON_OPEN,
});

export const useBehindSchedule = () => useQuery(behindScheduleQuery);
