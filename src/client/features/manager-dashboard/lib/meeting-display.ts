/**
 * Display rules for meeting rows on the manager dashboard (spec 2.3, 2.4, 4, 9).
 * Dates are the meeting's local calendar dates `yyyy-MM-dd`; durations are minutes.
 */
import type { Meeting } from '@/shared/schemas/meeting';
import { calendarWeek } from '@/shared/domain/dates';
import { formatDisplayDate } from '@/shared/domain/dates';
import { LIST_LIMITS } from '@/shared/domain/constants';

/** Title of a row: the title, else the agenda, else "Meeting on dd/MM/yyyy" (spec 2.4). */
export function meetingTitle(meeting: Pick<Meeting, 'title' | 'agenda' | 'date'>): string {
  const title = meeting.title?.trim();
  if (title) return title;
  const agenda = meeting.agenda?.trim();
  if (agenda) return agenda;
  return `Meeting on ${formatDisplayDate(meeting.date)}`;
}

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

/**
 * The "This Week" list (spec 2.4, 9): scheduled meetings dated from `today` to the end of the
 * Monday–Sunday week containing `today` (the user's calendar day), soonest first, at most 3.
 */
export function thisWeekMeetings<M extends Pick<Meeting, 'status' | 'date' | 'startTime'>>(
  meetings: readonly M[],
  today: string,
  limit: number = LIST_LIMITS.thisWeek,
): M[] {
  const { to } = calendarWeek(today);
  return meetings
    .filter((m) => m.status === 'scheduled' && m.date >= today && m.date <= to)
    .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime))
    .slice(0, limit);
}
