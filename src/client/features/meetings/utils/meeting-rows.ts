/**
 * Display rules shared by the meeting rows and cards of every dashboard (spec 2.3, 2.4, 2.5, 9).
 * Dates are the meeting's local calendar dates `yyyy-MM-dd`; `today` is the user's calendar day.
 */
import type { Meeting } from '@/shared/schemas/meeting';
import { formatDisplayDate } from '@/shared/domain/dates';
import { richTextToLine } from '@/client/lib/rich-text-line';

/** Title of a row: the title, else the agenda, else "Meeting on dd/MM/yyyy" (spec 2.4). */
export function meetingTitle(meeting: Pick<Meeting, 'title' | 'agenda' | 'date'>): string {
  return (
    meeting.title?.trim() ||
    richTextToLine(meeting.agenda) ||
    `Meeting on ${formatDisplayDate(meeting.date)}`
  );
}

/**
 * The other participant's name as seen by `viewerId`: the manager's when the viewer is the
 * meeting's team member, else the team member's (null when the server sends no name).
 */
export function counterpartName(
  meeting: Pick<Meeting, 'teamMemberId' | 'teamMemberName' | 'managerName'>,
  viewerId: number,
): string | null {
  return meeting.teamMemberId === viewerId ? meeting.managerName : meeting.teamMemberName;
}

/** A duration in minutes as "30 min". */
export const formatDuration = (minutes: number): string => `${minutes} min`;

/** Tailwind background of a status dot (spec 2.3, 9): completed green, in_progress orange, else blue. */
export function statusDotClass(status: string): string {
  if (status === 'completed') return 'bg-green-600';
  if (status === 'in_progress') return 'bg-orange-500';
  return 'bg-blue-600';
}

/**
 * True when sanitized or stored HTML shows some text: its text, read by the browser's parser
 * (`richTextToLine`), is not blank (tags, `&nbsp;` and whitespace show nothing).
 */
export function hasVisibleText(html: string | null | undefined): boolean {
  return richTextToLine(html) !== '';
}

/** True when the meeting has notes with some visible text (spec 2.3, 2.4 notes icon). */
export const hasNotes = (meeting: Pick<Meeting, 'notes'>): boolean => hasVisibleText(meeting.notes);

/** Marker of an action item (spec 2.13): green when its meeting is completed, amber otherwise. */
export const itemMarker = (meetingStatus: string): 'green' | 'amber' =>
  meetingStatus === 'completed' ? 'green' : 'amber';
