/**
 * What the Team Member Dashboard asks the server (spec 2.6): counts instead of whole lists. Every key starts with `['meetings']`, so
 * any meeting or action-item change (status ticks, the edit dialog) refreshes them although
 * queries never go stale (spec 7).
 * - meeting counts: GET /api/meetings/count?teamMember=<me>&byStatus=true (total, completed,
 *   in progress in one call) and ?teamMember=<me>&upcoming=true;
 * - upcoming meetings: GET /api/meetings?teamMember=<me>&upcoming=true&limit=5 (earliest first);
 * - action-item counts: GET /api/action-items?status=stuck, whose `totals` count every own
 *   item by page (pending, completed, stuck; a reason counts as stuck) — the stuck page is
 *   asked because its item list is the shortest, and it shares the Stuck page's cache.
 */
import { useQuery } from '@tanstack/react-query';
import { LIST_LIMITS } from '@/shared/domain/constants';
import {
  meetingQueries,
  useMeetingCount,
  type MeetingListParams,
} from '@/client/features/meetings';
import { ownActionItemsQuery } from '@/client/features/action-items';

/** Welcome banner figures: the user's meetings in all, completed and in progress. */
export function useMeetingFigures(userId: number) {
  const { data } = useMeetingCount({ teamMember: userId, byStatus: true });
  if (!data?.byStatus) return undefined;
  return {
    total: data.matching,
    completed: data.byStatus.completed,
    inProgress: data.byStatus.in_progress,
  };
}

/** Upcoming Meetings card: the first 5 and how many scheduled meetings lie beyond them. */
export function useUpcomingMeetings(userId: number) {
  const params = { teamMember: userId, upcoming: true } satisfies MeetingListParams;
  const list = useQuery(meetingQueries.list({ ...params, limit: LIST_LIMITS.teamMemberUpcoming }));
  const count = useMeetingCount(params);
  if (!list.data || !count.data) return { data: undefined, isError: list.isError };
  return {
    data: {
      shown: list.data,
      more: Math.max(0, count.data.matching - list.data.length),
    },
    isError: false,
  };
}

/** The four cards' action-item figures: every own item by page (GET /api/action-items). */
export function useActionItemTotals() {
  const query = useQuery(ownActionItemsQuery({ status: 'stuck', search: '', date: 'all' }));
  return query.data?.totals;
}
