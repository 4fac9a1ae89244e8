/**
 * The analytics queries of a single answer (spec 2.11, 2.12); the paged member lists (2.10,
 * 2.14, 2.15) read through `useMemberPages` under `analyticsKeys`. Every key starts with
 * `analyticsKeys.all` (`['analytics']`); analytics has no mutations, and the pages refetch each
 * time they open (`REFRESH_ON_OPEN`).
 */
import { memberPerformanceQuery } from './member-performance';
import { teamAnalyticsQuery } from './team-analytics';

export const analyticsQueries = {
  /** GET /api/analytics/team. */
  team: () => teamAnalyticsQuery,
  /** GET /api/analytics/members/{id}. */
  member: (id: number) => memberPerformanceQuery(id),
};
