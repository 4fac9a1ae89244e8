/**
 * GET /api/analytics/action-items?limit&offset: action items grouped by team member (spec 2.14),
 * a page of members at a time (member-pages.ts).
 */
import type { ActionItemsOverviewResponse } from '@/shared/schemas/analytics';
import { api, toQuery } from '@/client/lib/api-client';
import { analyticsKeys } from './analytics-keys';
import { useMemberPages } from './member-pages';

/** Fetches one page of the overview of the caller's scope; throws ApiError (403 for a Team Member). */
export const fetchActionItemsOverview = (offset: number, limit: number) =>
  api.get<ActionItemsOverviewResponse>(`/api/analytics/action-items${toQuery({ limit, offset })}`);

export const useActionItemsOverview = () =>
  useMemberPages(analyticsKeys.actionItems, fetchActionItemsOverview);
