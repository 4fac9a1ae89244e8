/**
 * Calendar invitations for meetings (spec 2.7; docs/product-rules.md rule 6 "e-mails and .ics
 * files state the timezone"; decision 12): a meeting as an iCalendar event
 * (`meetingCalendarEvent`) and the `.ics` text of an invitation, update or cancellation
 * (`buildMeetingIcs`), written by `calendar/ical.ts` with `DTSTART;TZID=<zone>` and its
 * VTIMEZONE. The personal calendar feed uses the same event (`calendar/feed.ts`).
 */
import { buildCalendar, type CalendarEventInput } from '../calendar/ical';
import { TZDate, tzName } from '@date-fns/tz';
import { isValidTimezone } from '@/shared/domain/timezones';
import type { MeetingRow, UserRow } from '../../db/schema';
import { agendaSafeHtml } from '../meetings/sanitize-notes';
import { cleanHeaderText, cleanMultilineText, htmlToText } from './text';

export type IcsMethod = 'REQUEST' | 'CANCEL';

/** The meeting's timezone when this runtime knows it, else UTC. */
export function meetingTimezone(meeting: Pick<MeetingRow, 'timezone'>): string {
  return meeting.timezone && isValidTimezone(meeting.timezone) ? meeting.timezone : 'UTC';
}

/**
 * The UTC instant at which the meeting starts: its local `date` (yyyy-MM-dd) and `startTime`
 * (HH:mm) read in its timezone (invalid zones count as UTC). A local time skipped by a DST
 * change moves forward by the gap, as clocks do.
 */
export function meetingStartInstant(
  meeting: Pick<MeetingRow, 'date' | 'startTime' | 'timezone'>,
): Date {
  const [y, m, d] = meeting.date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = meeting.startTime.split(':').map(Number) as [number, number];
  const local = new TZDate(y, m - 1, d, hh, mm, meetingTimezone(meeting));
  return new Date(local.getTime());
}

/** Long name of the meeting's zone at its start, e.g. `Eastern Standard Time`. */
export function meetingTimezoneName(
  meeting: Pick<MeetingRow, 'date' | 'startTime' | 'timezone'>,
): string {
  const tz = meetingTimezone(meeting);
  try {
    return tzName(tz, meetingStartInstant(meeting), 'long');
  } catch {
    return tz;
  }
}

/** Display name of a user: first and last name, else the username, else the e-mail. */
export function displayName(user: Pick<UserRow, 'firstName' | 'lastName' | 'username' | 'email'>) {
  const full = [user.firstName, user.lastName].filter((p) => p && p.trim()).join(' ');
  return cleanHeaderText(full || user.username || user.email);
}

/** Summary of the event: the title, or `1:1: <manager> / <team member>`. */
export function meetingSummary(meeting: MeetingRow, manager: UserRow, teamMember: UserRow) {
  const title = meeting.title ? cleanHeaderText(meeting.title) : '';
  return title || `1:1: ${displayName(manager)} / ${displayName(teamMember)}`;
}

export interface MeetingIcsInput {
  method: IcsMethod;
  meeting: MeetingRow;
  manager: UserRow;
  teamMember: UserRow;
  /** DTSTAMP: when this version of the invitation was made (UTC instant). */
  stamp: Date;
  /**
   * SEQUENCE; default `meeting.version` for REQUEST and `meeting.version + 1` for CANCEL (a
   * cancellation that deletes the meeting is newer than its last version).
   */
  sequence?: number;
  /**
   * ATTENDEEs when not the meeting's two participants: the cancellation sent to a team member
   * the meeting was taken from names the manager and that team member (RFC 5546 3.2.5).
   */
  attendees?: UserRow[];
}

/** ORGANIZER / ATTENDEE value of a user: display name and e-mail. */
export function calendarPerson(user: UserRow): { name: string; email: string } {
  return { name: displayName(user), email: user.email };
}

/**
 * A meeting as one iCalendar event (decision 12): UID `meeting.icsUid`, SEQUENCE
 * `meeting.version` (it rises on every change), the local date + start time in the meeting's
 * zone (UTC when the zone is unknown), DURATION in minutes, SUMMARY (the title, or
 * `1:1: <manager> / <team member>`), DESCRIPTION the agenda (plain text), LOCATION and URL the
 * Zoom link when any, ORGANIZER the manager and ATTENDEEs both participants. Never the notes.
 */
export function meetingCalendarEvent(input: {
  meeting: MeetingRow;
  manager: UserRow;
  teamMember: UserRow;
  stamp: Date;
  status?: CalendarEventInput['status'];
  sequence?: number;
  attendees?: UserRow[];
}): CalendarEventInput {
  const { meeting, manager, teamMember } = input;
  const zoom = meeting.isZoomMeeting && meeting.zoomLink?.trim() ? meeting.zoomLink.trim() : '';
  // The agenda is rich text (decision 14); DESCRIPTION is its plain-text form (RFC 5545 TEXT).
  const agendaMarkup = agendaSafeHtml(meeting.agenda);
  const agenda = agendaMarkup ? cleanMultilineText(htmlToText(agendaMarkup)).trim() : '';
  const people =
    input.attendees ?? (manager.id === teamMember.id ? [manager] : [manager, teamMember]);
  return {
    uid: meeting.icsUid,
    sequence: input.sequence ?? meeting.version,
    stamp: input.stamp,
    start: { date: meeting.date, time: meeting.startTime },
    timezone: meetingTimezone(meeting),
    durationMinutes: meeting.duration,
    summary: meetingSummary(meeting, manager, teamMember),
    ...(agenda ? { description: agenda } : {}),
    ...(zoom ? { url: zoom, location: zoom } : {}),
    organizer: calendarPerson(manager),
    attendees: people.map(calendarPerson),
    status: input.status ?? 'CONFIRMED',
  };
}

/**
 * The iCalendar text (CRLF lines, RFC 5545 / RFC 5546) of one meeting:
 * - REQUEST: STATUS CONFIRMED, SEQUENCE `meeting.version` (or `sequence`);
 * - CANCEL: STATUS CANCELLED, SEQUENCE `meeting.version + 1` (or `sequence`).
 * @throws RangeError when the stored meeting cannot be written (malformed date or duration).
 */
export function buildMeetingIcs(input: MeetingIcsInput): string {
  const cancel = input.method === 'CANCEL';
  const event = meetingCalendarEvent({
    meeting: input.meeting,
    manager: input.manager,
    teamMember: input.teamMember,
    stamp: input.stamp,
    status: cancel ? 'CANCELLED' : 'CONFIRMED',
    sequence: input.sequence ?? (cancel ? input.meeting.version + 1 : input.meeting.version),
    ...(input.attendees ? { attendees: input.attendees } : {}),
  });
  return buildCalendar({ method: input.method, events: [event] });
}
