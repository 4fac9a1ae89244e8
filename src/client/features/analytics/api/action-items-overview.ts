/** GET /api/analytics/action-items: action items grouped by team member (spec 2.14). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionItemsOverviewResponse } from '@/shared/schemas/analytics';
import { api } from '@/client/lib/api-client';
import { analyticsKeys, REFRESH_ON_OPEN } from './analytics-keys';

/** Fetches the overview of the caller's scope; throws ApiError (403 for a Team Member). */
export const fetchActionItemsOverview = () =>
  api.get<ActionItemsOverviewResponse>('/api/analytics/action-items');

export const actionItemsOverviewQuery = queryOptions({
  queryKey: analyticsKeys.actionItems,
  queryFn: fetchActionItemsOverview,
  ...REFRESH_ON_OPEN,
});

export const useActionItemsOverview = () => useQuery(actionItemsOverviewQuery);
