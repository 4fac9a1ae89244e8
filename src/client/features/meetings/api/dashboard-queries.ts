/**
 * The dashboards' meeting figures (spec 2.3, 2.4), each from a call that answers only what is
 * shown (docs/archive/performance-log.md, Scale "Dashboards"); every key starts with `MEETINGS_KEY`, so a meeting
 * mutation refreshes them:
 * - counts: GET /api/meetings/count?byStatus=true (total and per status, one statement);
 * - Recent: GET /api/meetings?limit=5, the list's first 5 (newest first);
 * - This Week: GET /api/meetings?upcoming=true&to=<Sunday>&limit=3, the first 3 scheduled
 *   meetings from today to the Sunday of the viewer's Monday-to-Sunday week (their timezone),
 *   earliest first.
 */
import { useQuery } from '@tanstack/react-query';
import { calendarWeek, todayIn } from '@/shared/domain/dates';
import { LIST_LIMITS } from '@/shared/domain/constants';
import { completionRate } from '@/shared/domain/metrics';
import type { MeetingCount } from '@/shared/schemas/counts';
import { meetingQueries, type MeetingListParams } from './meetings';

/** The dashboards' meeting counts; all 0 until loaded. */
export interface MeetingStatusCounts {
  total: number;
  completed: number;
  /** Status scheduled (spec 2.3, 2.4 "Upcoming"). */
  upcoming: number;
  inProgress: number;
  /** Completed over total, a whole percentage (spec 9; 0 with no meeting). */
  completionRate: number;
}

/** The counts of a GET /api/meetings/count?byStatus=true answer (all 0 for none yet). */
export function statusCounts(count: MeetingCount | undefined): MeetingStatusCounts {
  const total = count?.matching ?? 0;
  const completed = count?.byStatus?.completed ?? 0;
  return {
    total,
    completed,
    upcoming: count?.byStatus?.scheduled ?? 0,
    inProgress: count?.byStatus?.in_progress ?? 0,
    completionRate: completionRate(completed, total),
  };
}

/** The query parameters of This Week for a viewer in `timezone` at instant `now`. */
export function thisWeekParams(timezone: string, now: Date = new Date()): MeetingListParams {
  return {
    upcoming: true,
    to: calendarWeek(todayIn(timezone, now)).to,
    limit: LIST_LIMITS.thisWeek,
  };
}

/** Every meeting the caller may read, counted per status (one call). */
export function useMeetingStatusCounts() {
  const query = useQuery(meetingQueries.count({ byStatus: true }));
  return { ...query, counts: statusCounts(query.data) };
}

/** The first `limit` meetings of the list, newest first (spec 9: 5 on both dashboards). */
export const useRecentMeetings = (limit: number = LIST_LIMITS.recentMeetings) =>
  useQuery(meetingQueries.list({ limit }));

/** This Week / Upcoming This Week: the first 3 scheduled meetings of the rest of the week. */
export const useThisWeekMeetings = (timezone: string) =>
  useQuery(meetingQueries.list(thisWeekParams(timezone)));
