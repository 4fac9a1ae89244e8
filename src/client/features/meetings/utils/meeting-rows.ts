/**
 * Display rules shared by the meeting rows and cards of every dashboard (spec 2.3, 2.4, 2.5, 9).
 * Dates are the meeting's local calendar dates `yyyy-MM-dd`; `today` is the user's calendar day.
 */
import type { Meeting } from '@/shared/schemas/meeting';
import { formatDisplayDate } from '@/shared/domain/dates';
import { LIST_LIMITS } from '@/shared/domain/constants';

/** Title of a row: the title, else the agenda, else "Meeting on dd/MM/yyyy" (spec 2.4). */
export function meetingTitle(meeting: Pick<Meeting, 'title' | 'agenda' | 'date'>): string {
  return (
    meeting.title?.trim() ||
    meeting.agenda?.trim() ||
    `Meeting on ${formatDisplayDate(meeting.date)}`
  );
}

/**
 * The "This Week" / "Upcoming This Week" list (spec 2.3, 2.4): the first `limit` (3) scheduled
 * meetings, soonest first (date, then start time), whatever their date: the spec sets no
 * calendar-week window, so the card never says "No upcoming meetings" beside a count of them.
 */
export function thisWeekMeetings<M extends Pick<Meeting, 'status' | 'date' | 'startTime'>>(
  meetings: readonly M[],
  limit: number = LIST_LIMITS.thisWeek,
): M[] {
  return meetings
    .filter((m) => m.status === 'scheduled')
    .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime))
    .slice(0, limit);
}
