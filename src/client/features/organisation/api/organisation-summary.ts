/**
 * The organisation summary of the Executive Dashboard (spec 2.5 stat cards). Its key starts with
 * `['meetings']`, so any meeting change (schedule, edit, cancel) refreshes it; people changes
 * made on the dashboard call `useRefreshSummary()`.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizationSummary } from '@/shared/schemas/counts';
import { api } from '@/client/lib/api-client';

export const organisationKeys = {
  summary: (orgId: number) => ['meetings', 'organization-summary', orgId] as const,
};

/** GET /api/organizations/{id}/summary: people by role, meetings, completion rate, departments. */
export function useOrganizationSummary(organizationId: number) {
  return useQuery({
    queryKey: organisationKeys.summary(organizationId),
    queryFn: () => api.get<OrganizationSummary>(`/api/organizations/${organizationId}/summary`),
  });
}

/** Refreshes the stat cards after a people change (add or edit a user). */
export function useRefreshSummary(organizationId: number) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: organisationKeys.summary(organizationId) });
}
