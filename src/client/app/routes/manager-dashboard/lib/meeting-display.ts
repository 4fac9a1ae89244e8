/**
 * Display rules for meeting rows on the manager dashboard (spec 2.3, 2.4, 4, 9).
 * Dates are the meeting's local calendar dates `yyyy-MM-dd`; durations are minutes.
 */
import type { Meeting } from '@/shared/schemas/meeting';

/** The row title and the "This Week" list: the meetings feature's shared rules. */
export { meetingTitle, thisWeekMeetings } from '@/client/features/meetings';

/** The other participant's name as seen by `viewerId` (the manager when the viewer is the team member). */
export function counterpartName(
  meeting: Pick<Meeting, 'teamMemberId' | 'teamMemberName' | 'managerName'>,
  viewerId: number,
): string | null {
  return meeting.teamMemberId === viewerId ? meeting.managerName : meeting.teamMemberName;
}

/** Duration in minutes as "30 min". */
export function formatDuration(minutes: number): string {
  return `${minutes} min`;
}

/** Tailwind background of the status dot (spec 9: completed green, in_progress orange, else blue). */
export function statusDotClass(status: string): string {
  if (status === 'completed') return 'bg-green-600';
  if (status === 'in_progress') return 'bg-orange-500';
  return 'bg-blue-600';
}

/** True when the meeting has notes with some visible text (HTML tags ignored). */
export function hasNotes(meeting: Pick<Meeting, 'notes'>): boolean {
  return Boolean(meeting.notes && meeting.notes.replace(/<[^>]*>/g, '').trim());
}

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
