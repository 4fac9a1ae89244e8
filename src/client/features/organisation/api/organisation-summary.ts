/**
 * Calls of the Executive Dashboard (spec 2.5):
 * the organisation summary (stat cards), the enterprise meeting list (one page at a time) and
 * its counts for "Showing X of Y meetings". Every key starts with `['meetings']`, so any
 * meeting change made elsewhere (schedule, edit, cancel) refreshes them; people changes made
 * on this screen call `useRefreshSummary()`.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizationSummary } from '@/shared/schemas/counts';
import type { Meeting } from '@/shared/schemas/meeting';
import { api, toQuery } from '@/client/lib/api-client';

/** Filters of the enterprise list, as sent to GET /api/meetings and /api/meetings/count. */
export interface EnterpriseMeetingParams {
  teamMember?: number;
  manager?: number;
  /** `yyyy-MM-dd`. */
  date?: string;
  status?: string;
}

export const executiveKeys = {
  summary: (orgId: number) => ['meetings', 'organization-summary', orgId] as const,
  list: (params: EnterpriseMeetingParams, limit: number) =>
    ['meetings', 'enterprise', params, limit] as const,
};

/** GET /api/organizations/{id}/summary: people by role, meetings, completion rate, departments. */
export function useOrganizationSummary(organizationId: number) {
  return useQuery({
    queryKey: executiveKeys.summary(organizationId),
    queryFn: () => api.get<OrganizationSummary>(`/api/organizations/${organizationId}/summary`),
  });
}

/** Refreshes the stat cards after a people change (add or edit a user). */
export function useRefreshSummary(organizationId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: executiveKeys.summary(organizationId) });
}

/** GET /api/meetings with the filters and `limit` (the first `limit` rows, newest first). */
export function useEnterpriseMeetings(params: EnterpriseMeetingParams, limit: number) {
  return useQuery({
    queryKey: executiveKeys.list(params, limit),
    queryFn: () => api.get<Meeting[]>(`/api/meetings${toQuery({ ...params, limit })}`),
    placeholderData: keepPreviousData,
  });
}
