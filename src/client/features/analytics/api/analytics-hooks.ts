/**
 * The analytics pages' hooks over `analyticsQueries` (spec 2.10–2.15). Errors are `ApiError`
 * (403 for a Team Member; 404 for a member outside the caller's scope).
 */
import { useQuery } from '@tanstack/react-query';
import { analyticsQueries } from './analytics-queries';
import { useMemberPages } from './member-pages';

/** Team progress for `search`, keeping the previous answer while a new search loads. */
export const useTeamProgress = (search: string) =>
  useMemberPages(analyticsQueries.progress(search), { placeholderPrevious: true });

export const useActionItemsOverview = () => useMemberPages(analyticsQueries.actionItems());

export const useBehindSchedule = () => useMemberPages(analyticsQueries.behindSchedule());

export const useTeamAnalytics = () => useQuery(analyticsQueries.team());

export const useMemberPerformance = (id: number) => useQuery(analyticsQueries.member(id));
