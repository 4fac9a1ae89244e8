/**
 * The analytics query factory (spec 2.10–2.15): every analytics query, the paged member lists
 * included, comes from `analyticsQueries`, and every key from `analyticsKeys` under
 * `analyticsKeys.all` (`['meetings', 'analytics']`). Analytics has no mutations of its own: the
 * meeting and action-item mutations invalidate `['meetings']`, which holds these keys; the
 * pages also refetch each time they open (`REFRESH_ON_OPEN`).
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  ActionItemsOverviewResponse,
  BehindScheduleResponse,
  MemberPerformanceResponse,
  TeamAnalyticsResponse,
  TeamProgressResponse,
} from '@/shared/schemas/analytics';
import { MEMBER_PAGE_SIZE } from '@/shared/domain/constants';
import { api, toQuery } from '@/client/lib/api-client';
import { analyticsKeys, REFRESH_ON_OPEN } from './analytics-keys';
import { memberPagesOptions } from './member-pages';

export const analyticsQueries = {
  /**
   * GET /api/analytics/progress?search&limit&offset (spec 2.10), a page of members at a time,
   * searched by username or e-mail on the server; `search` trimmed ('' for everyone); 50
   * members at a time.
   */
  progress: (search: string) =>
    memberPagesOptions(analyticsKeys.progress(search), MEMBER_PAGE_SIZE.default, (offset, limit) =>
      api.get<TeamProgressResponse>(`/api/analytics/progress${toQuery({ search, limit, offset })}`),
    ),
  /** GET /api/analytics/action-items?limit&offset (spec 2.14), 20 member cards at a time. */
  actionItems: () =>
    memberPagesOptions(analyticsKeys.actionItems, MEMBER_PAGE_SIZE.cards, (offset, limit) =>
      api.get<ActionItemsOverviewResponse>(
        `/api/analytics/action-items${toQuery({ limit, offset })}`,
      ),
    ),
  /** GET /api/analytics/behind-schedule?limit&offset (spec 2.15), 20 member cards at a time. */
  behindSchedule: () =>
    memberPagesOptions(analyticsKeys.behindSchedule, MEMBER_PAGE_SIZE.cards, (offset, limit) =>
      api.get<BehindScheduleResponse>(
        `/api/analytics/behind-schedule${toQuery({ limit, offset })}`,
      ),
    ),
  /** GET /api/analytics/team (spec 2.11). */
  team: () =>
    queryOptions({
      queryKey: analyticsKeys.team,
      queryFn: () => api.get<TeamAnalyticsResponse>('/api/analytics/team'),
      ...REFRESH_ON_OPEN,
    }),
  /**
   * GET /api/analytics/members/{id} (spec 2.12); 404 when unknown or outside the caller's
   * scope. Disabled unless `id` is a positive integer ("Invalid Team Member ID" instead).
   */
  member: (id: number) =>
    queryOptions({
      queryKey: analyticsKeys.member(id),
      queryFn: () => api.get<MemberPerformanceResponse>(`/api/analytics/members/${id}`),
      enabled: Number.isInteger(id) && id > 0,
      ...REFRESH_ON_OPEN,
    }),
};
