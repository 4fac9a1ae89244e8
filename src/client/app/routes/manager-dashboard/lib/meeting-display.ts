/**
 * Display rules for meeting rows on the manager dashboard (spec 2.3, 2.4, 4, 9).
 * Dates are the meeting's local calendar dates `yyyy-MM-dd`; durations are minutes.
 */
import type { Meeting } from '@/shared/schemas/meeting';

/** Display rules of the rows: the meetings feature's, shared by every dashboard. */
export { counterpartName, meetingTitle, thisWeekMeetings } from '@/client/features/meetings';

/** Counts of the welcome banner (spec 2.4): all, completed, and upcoming (status scheduled). */
export function meetingCounts(meetings: readonly Pick<Meeting, 'status'>[]): {
  total: number;
  completed: number;
  upcoming: number;
} {
  let completed = 0;
  let upcoming = 0;
  for (const m of meetings) {
    if (m.status === 'completed') completed += 1;
    else if (m.status === 'scheduled') upcoming += 1;
  }
  return { total: meetings.length, completed, upcoming };
}
