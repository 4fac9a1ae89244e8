/**
 * GET /api/analytics/behind-schedule?limit&offset: overdue meetings and action items per member
 * (spec 2.15), a page of members at a time (member-pages.ts).
 */
import type { BehindScheduleResponse } from '@/shared/schemas/analytics';
import { api, toQuery } from '@/client/lib/api-client';
import { analyticsKeys } from './analytics-keys';
import { useMemberPages } from './member-pages';

/** Fetches one page of who is behind in the caller's scope; throws ApiError (403 for a Team Member). */
export const fetchBehindSchedule = (offset: number, limit: number) =>
  api.get<BehindScheduleResponse>(`/api/analytics/behind-schedule${toQuery({ limit, offset })}`);

export const useBehindSchedule = () =>
  useMemberPages(analyticsKeys.behindSchedule, fetchBehindSchedule);
