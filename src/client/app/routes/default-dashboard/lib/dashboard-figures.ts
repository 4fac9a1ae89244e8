/**
 * Pure figures of the default dashboard (spec 2.3, 4, 9). Dates are local meeting dates
 * `yyyy-MM-dd`; `today` is the user's calendar day in their timezone; durations are minutes.
 */
import type { Meeting } from '@/shared/schemas/meeting';
import { completionRate } from '@/shared/domain/metrics';

/** Upcoming This Week (first 3 scheduled meetings): the meetings feature's rule. */
export { thisWeekMeetings as upcomingThisWeek } from '@/client/features/meetings';

export interface DashboardStats {
  total: number;
  completed: number;
  /** Status scheduled. */
  upcoming: number;
  inProgress: number;
  /** Completed over total, a whole percentage (0 when there is no meeting). */
  completionRate: number;
}

/** The four stat cards: Total Meetings (with completion rate), Completed, Upcoming, In Progress. */
export function dashboardStats(meetings: readonly Pick<Meeting, 'status'>[]): DashboardStats {
  let completed = 0;
  let upcoming = 0;
  let inProgress = 0;
  for (const m of meetings) {
    if (m.status === 'completed') completed += 1;
    else if (m.status === 'scheduled') upcoming += 1;
    else if (m.status === 'in_progress') inProgress += 1;
  }
  const total = meetings.length;
  return {
    total,
    completed,
    upcoming,
    inProgress,
    completionRate: completionRate(completed, total),
  };
}

/** Productivity Insights' "this week" count: the total divided by 4, rounded up. */
export const thisWeekCount = (total: number): number => Math.ceil(Math.max(0, total) / 4);

/** Productivity Insights' message: Great productivity! above 5 meetings, else Keep scheduling meetings. */
export const productivityMessage = (total: number): string =>
  total > 5 ? 'Great productivity!' : 'Keep scheduling meetings';
