/**
 * Pure figures of the team member dashboard (spec 2.6, 4, 9): meeting counts of the welcome
 * banner and the upcoming list.
 */
import type { Meeting } from '@/shared/schemas/meeting';

export interface MeetingCounts {
  total: number;
  completed: number;
  inProgress: number;
}

/** Total meetings and those whose status is completed / in_progress. */
export function countMeetings(meetings: readonly Pick<Meeting, 'status'>[]): MeetingCounts {
  return {
    total: meetings.length,
    completed: meetings.filter((m) => m.status === 'completed').length,
    inProgress: meetings.filter((m) => m.status === 'in_progress').length,
  };
}

/**
 * Scheduled meetings dated `today` (yyyy-MM-dd, in the user's timezone) or later, ascending by
 * date then start time; the first `limit` of them and how many more there are.
 */
export function upcomingMeetings<T extends Pick<Meeting, 'status' | 'date' | 'startTime'>>(
  meetings: readonly T[],
  today: string,
  limit: number,
): { shown: T[]; more: number } {
  const all = meetings
    .filter((m) => m.status === 'scheduled' && m.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime));
  return { shown: all.slice(0, limit), more: Math.max(0, all.length - limit) };
}

/** Title of a meeting in the lists: its own title, else "1:1 with <manager>". */
export function meetingTitle(meeting: Pick<Meeting, 'title' | 'managerName'>): string {
  return meeting.title?.trim() || `1:1 with ${meeting.managerName?.trim() || 'Manager'}`;
}
