/**
 * How a meeting's start is stated to a viewer (product rules 6 and 9): always in the meeting's
 * own zone, and also in the viewer's zone when the clock there reads differently
 * ("10:00 Europe/Berlin · 14:30 your time"). Conversions with `@date-fns/tz`, so daylight
 * saving time is the zone database's, never computed here.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { formatDisplayDate } from './dates';
import { canonicalTimezone } from './timezones';

/** A meeting's start: local `date` (`yyyy-MM-dd`) and `startTime` (`HH:mm`) in `timezone` (IANA). */
export interface MeetingStart {
  date: string;
  startTime: string;
  timezone: string;
}

/** The start as the viewer reads it; see `formatMeetingTime`. */
export interface MeetingTimeText {
  /** `HH:mm` in the meeting's zone, as stored. */
  time: string;
  /** The meeting's zone: its canonical name, or the stored text when it is no zone. */
  zone: string;
  /**
   * The same instant in the viewer's zone: `time` `HH:mm`, `date` `yyyy-MM-dd`, `zone`, and
   * `text` (`14:30 your time`, then ` (dd/MM/yyyy)` when the date differs); null when the
   * viewer's clock reads the same date and time, or either zone is unknown.
   */
  viewer: { time: string; date: string; zone: string; text: string } | null;
  /** One line: `10:00 Europe/Berlin`, then ` · 14:30 your time` and ` (dd/MM/yyyy)` when the date differs. */
  text: string;
}

/**
 * States `meeting`'s start for a viewer in `viewerZone` (IANA; null or unknown: the meeting's
 * zone only). A local time that a daylight-saving change skips is read as the clocks do
 * (moved forward by the gap). Never throws.
 */
export function formatMeetingTime(
  meeting: MeetingStart,
  viewerZone: string | null | undefined,
): MeetingTimeText {
  const meetingZone = canonicalTimezone(meeting.timezone);
  const zone = meetingZone ?? meeting.timezone;
  const here = `${meeting.startTime} ${zone}`;
  const viewer = meetingZone && viewerZone ? inZone(meeting, meetingZone, viewerZone) : null;
  if (!viewer) return { time: meeting.startTime, zone, viewer: null, text: here };
  return { time: meeting.startTime, zone, viewer, text: `${here} · ${viewer.text}` };
}

function inZone(meeting: MeetingStart, meetingZone: string, viewerZone: string) {
  const zone = canonicalTimezone(viewerZone);
  if (!zone || zone === meetingZone) return null;
  const [y, m, d] = meeting.date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = meeting.startTime.split(':').map(Number) as [number, number];
  if (![y, m, d, hh, mm].every(Number.isInteger)) return null;
  const local = new TZDate(y, m - 1, d, hh, mm, meetingZone).withTimeZone(zone);
  const time = format(local, 'HH:mm');
  const date = format(local, 'yyyy-MM-dd');
  if (time === meeting.startTime && date === meeting.date) return null;
  const day = date === meeting.date ? '' : ` (${formatDisplayDate(date)})`;
  return { time, date, zone, text: `${time} your time${day}` };
}
