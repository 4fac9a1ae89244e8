/**
 * Calendar invitations for meetings (spec 2.7; docs/product-rules.md "e-mails and .ics files state the
 * timezone"). Built with the `ics` package, which cannot emit TZID, so
 * DTSTART is the UTC instant of the meeting's local date + start time in its IANA timezone.
 */
import { createEvent, type EventAttributes } from 'ics';
import { TZDate, tzName } from '@date-fns/tz';
import { isValidTimezone } from '@/shared/domain/timezones';
import type { MeetingRow, UserRow } from '../../db/schema';
import { cleanHeaderText, cleanMultilineText } from './text';

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
}

/** A name fit for a CN parameter: one line, no double quotes (RFC 5545 forbids them there). */
function paramName(user: UserRow): string {
  return displayName(user).replace(/"/g, "'");
}

/**
 * The iCalendar text (CRLF lines) of one meeting:
 * - REQUEST: UID `meeting.icsUid`, SEQUENCE `meeting.version`, DTSTART in UTC, DURATION in
 *   minutes, SUMMARY, DESCRIPTION (agenda, plain), LOCATION and URL (the Zoom link when any),
 *   ORGANIZER the manager, ATTENDEES both participants, STATUS CONFIRMED.
 * - CANCEL: the same UID with SEQUENCE `meeting.version + 1` and STATUS CANCELLED.
 * @throws Error when `ics` rejects the attributes (should not happen for stored meetings).
 */
export function buildMeetingIcs(input: MeetingIcsInput): string {
  const { method, meeting, manager, teamMember } = input;
  const zoom = meeting.isZoomMeeting && meeting.zoomLink?.trim() ? meeting.zoomLink.trim() : null;
  const agenda = meeting.agenda?.trim() ? cleanMultilineText(meeting.agenda.trim()) : '';
  const attendee = (user: UserRow, organizer: boolean) => ({
    name: paramName(user),
    email: user.email,
    rsvp: !organizer,
    partstat: organizer ? ('ACCEPTED' as const) : ('NEEDS-ACTION' as const),
    role: 'REQ-PARTICIPANT' as const,
  });
  // `timestamp` (DTSTAMP) is accepted by `ics` but missing from its types.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: '-//Cadence//Meetings//EN',
    method,
    uid: meeting.icsUid,
    sequence: method === 'CANCEL' ? meeting.version + 1 : meeting.version,
    timestamp: input.stamp.getTime(),
    start: meetingStartInstant(meeting).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: meeting.duration },
    title: meetingSummary(meeting, manager, teamMember),
    ...(agenda ? { description: agenda } : {}),
    ...(zoom ? { location: zoom, url: zoom } : {}),
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: paramName(manager), email: manager.email },
    attendees: [attendee(manager, true), attendee(teamMember, false)],
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw new Error(`calendar event rejected: ${error?.message ?? 'empty'}`);
  return value;
}
