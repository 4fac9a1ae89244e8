/**
 * iCalendar text for invitations (RFC 5546 iTIP: METHOD REQUEST / CANCEL) and for the personal
 * calendar feed (RFC 5545 with METHOD PUBLISH or none), built with `ical-generator`; the
 * VTIMEZONE blocks come from `timezones-ical-library` and RRULE / EXDATE are written by `rrule`.
 * No iCalendar text is written by hand here (decision 12).
 *
 * Times: every event is a local date + time in an IANA zone (docs/product-rules.md, rule 6),
 * written as `DTSTART;TZID=<zone>` with one VTIMEZONE block per zone in the calendar, so a
 * weekly 10:00 series stays at 10:00 local time across DST changes. DTSTAMP and an RRULE's
 * UNTIL are UTC (`Z`), as RFC 5545 requires.
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod } from 'ical-generator';
import type { ICalAttendeeData, ICalEventData } from 'ical-generator';
import { TZDate } from '@date-fns/tz';
import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';
import { cleanHeaderText, cleanMultilineText } from '../mail/text';
import { RRule, RRuleSet } from './rrule';

/** A wall-clock date and time, read in an event's `timezone`. */
export interface LocalDateTime {
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm (24 h) */
  time: string;
}

/** A person in ORGANIZER or ATTENDEE: display name (CN) and e-mail (mailto:). */
export interface CalendarPerson {
  name: string;
  email: string;
}

/** One VEVENT: a one-off 1:1, a series master (with `rrule`) or an override (`recurrenceId`). */
export interface CalendarEventInput {
  /** UID: one per series (or one-off); overrides share the series' UID. */
  uid: string;
  /** SEQUENCE: rises on every change of the event (RFC 5546 3.2.2). */
  sequence: number;
  /** DTSTAMP: when this version was made, a UTC instant. */
  stamp: Date;
  /** Local start in `timezone`. */
  start: LocalDateTime;
  /** IANA zone (`Europe/Berlin`); `UTC` is written as `Etc/UTC`. */
  timezone: string;
  /** Length in minutes (DTEND = start + duration, an exact duration). */
  durationMinutes: number;
  /** SUMMARY, one line. */
  summary: string;
  /** DESCRIPTION, plain text (the agenda); never notes (spec 2.7, decision 12). */
  description?: string;
  /** URL (e.g. the Zoom link). */
  url?: string;
  /** LOCATION (e.g. the Zoom link). */
  location?: string;
  /** ORGANIZER: the manager. */
  organizer: CalendarPerson;
  /**
   * ATTENDEEs: both participants, `ROLE=REQ-PARTICIPANT`; the organizer's own row has
   * `PARTSTAT=ACCEPTED`, the others `PARTSTAT=NEEDS-ACTION;RSVP=TRUE` (all unquoted).
   */
  attendees: CalendarPerson[];
  /** STATUS. */
  status: 'CONFIRMED' | 'CANCELLED';
  /** RRULE value without `RRULE:`, e.g. `FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;COUNT=10`. */
  rrule?: string;
  /** EXDATE: skipped occurrences of the `rrule`, as their local starts in `timezone`. */
  exdates?: LocalDateTime[];
  /** RECURRENCE-ID of an override: the ORIGINAL local start of that occurrence. */
  recurrenceId?: LocalDateTime;
}

/** What {@link buildCalendar} writes. */
export interface BuildCalendarInput {
  /** METHOD: REQUEST / CANCEL for mail (RFC 5546); PUBLISH or none for the feed. */
  method?: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  /** Calendar name for the feed (NAME and X-WR-CALNAME). */
  name?: string;
  /** Suggested refresh interval for subscribers, in minutes (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshMinutes?: number;
  events: CalendarEventInput[];
}

/** PRODID of everything Cadence writes (ical-generator adds the leading `-`). */
const PROD_ID = '//Cadence//Meetings//EN';

const METHODS = {
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
  PUBLISH: ICalCalendarMethod.PUBLISH,
} as const;

let knownZones: Set<string> | null = null;
const vtimezones = new Map<string, { tzid: string; block: string }>();

/**
 * The VTIMEZONE block for an IANA zone and the TZID it declares (aliases resolve to the
 * canonical name, e.g. `UTC` → `Etc/UTC`, `Asia/Calcutta` → `Asia/Kolkata`); null when the
 * library does not know the zone. Cached per zone.
 */
function vtimezone(zone: string): { tzid: string; block: string } | null {
  const cached = vtimezones.get(zone);
  if (cached) return cached;
  knownZones ??= new Set(tzlib_get_timezones() as string[]);
  if (!knownZones.has(zone)) return null;
  const result = tzlib_get_ical_block(zone);
  if (!Array.isArray(result) || !result[0] || !result[1]) return null;
  const tzid = result[1].replace(/^TZID=/, '');
  const entry = { tzid, block: result[0] };
  vtimezones.set(zone, entry);
  vtimezones.set(tzid, entry);
  return entry;
}

const runtimeZones = new Map<string, boolean>();

/** True when `zone` is an IANA zone this runtime can compute with (cached per zone). */
function isRuntimeZone(zone: string): boolean {
  let known = runtimeZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    if (runtimeZones.size < 1000) runtimeZones.set(zone, known);
  }
  return known;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** The instant of a local date + time in `zone` (a skipped DST time moves forward, as clocks do). */
function zoned(local: LocalDateTime, zone: string): TZDate {
  const d = DATE.exec(local.date);
  const t = TIME.exec(local.time);
  if (!d || !t) throw new RangeError(`invalid local date-time: ${local.date} ${local.time}`);
  return new TZDate(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), zone);
}

/** A CN parameter value: one line without double quotes (RFC 5545 3.2 forbids them there). */
function paramName(name: string, email: string): string {
  return cleanHeaderText(name).replace(/"/g, "'") || email;
}

function attendee(person: CalendarPerson, organizer: CalendarPerson): ICalAttendeeData {
  const isOrganizer = person.email.toLowerCase() === organizer.email.toLowerCase();
  return {
    name: paramName(person.name, person.email),
    email: person.email,
    role: ICalAttendeeRole.REQ,
    status: isOrganizer ? ICalAttendeeStatus.ACCEPTED : ICalAttendeeStatus.NEEDSACTION,
    rsvp: isOrganizer ? null : true,
  };
}

/**
 * The recurrence lines of a series master: the RRULE (parsed and re-written by `rrule`) and the
 * EXDATEs in the event's TZID. rrule writes EXDATE from "floating" UTC fields, so each local
 * start is given as `Date.UTC(...)` of its wall-clock fields.
 */
function recurrence(rule: string, exdates: LocalDateTime[], tzid: string | null): RRuleSet {
  const set = new RRuleSet();
  const options = RRule.parseString(rule.replace(/^RRULE:/i, ''));
  delete options.dtstart;
  delete options.tzid;
  set.rrule(new RRule(options));
  for (const exdate of exdates) {
    const d = DATE.exec(exdate.date);
    const t = TIME.exec(exdate.time);
    if (!d || !t) throw new RangeError(`invalid EXDATE: ${exdate.date} ${exdate.time}`);
    set.exdate(
      new Date(Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]))),
    );
  }
  if (tzid) set.tzid(tzid);
  return set;
}

/**
 * One VEVENT for ical-generator. A zone the VTIMEZONE library does not know (none of the
 * runtime's zones today) is written as UTC instants instead of a TZID without its block.
 */
function eventData(input: CalendarEventInput): ICalEventData {
  if (!isRuntimeZone(input.timezone)) throw new RangeError(`unknown timezone: ${input.timezone}`);
  if (!Number.isFinite(input.durationMinutes) || input.durationMinutes <= 0) {
    throw new RangeError(`invalid duration: ${input.durationMinutes}`);
  }
  if (input.exdates?.length && !input.rrule) throw new TypeError('exdates need an rrule');
  const tz = vtimezone(input.timezone);
  const zone = tz?.tzid ?? input.timezone;
  const start = zoned(input.start, zone);
  const end = new TZDate(start.getTime() + input.durationMinutes * 60_000, zone);
  const description = input.description?.trim() ? cleanMultilineText(input.description.trim()) : '';
  const url = input.url?.trim();
  const location = input.location?.trim() ? cleanHeaderText(input.location) : '';
  const exdates = input.exdates ?? [];
  return {
    id: cleanHeaderText(input.uid).replace(/\s/g, ''),
    sequence: input.sequence,
    stamp: input.stamp,
    start,
    end,
    // With a TZID, start/end are written as wall-clock times in it; without, as UTC (`Z`).
    timezone: tz ? tz.tzid : null,
    summary: cleanHeaderText(input.summary),
    ...(description ? { description } : {}),
    ...(url ? { url } : {}),
    ...(location ? { location } : {}),
    organizer: {
      name: paramName(input.organizer.name, input.organizer.email),
      email: input.organizer.email,
    },
    attendees: input.attendees.map((person) => attendee(person, input.organizer)),
    status: input.status === 'CANCELLED' ? 'CANCELLED' : 'CONFIRMED',
    ...(input.rrule
      ? {
          repeating: tz
            ? recurrence(input.rrule, exdates, tz.tzid)
            : recurrence(input.rrule, [], null),
        }
      : {}),
    ...(input.recurrenceId ? { recurrenceId: zoned(input.recurrenceId, zone) } : {}),
  } as ICalEventData;
}

/**
 * The iCalendar text of `events` (RFC 5545; METHOD per RFC 5546): VCALENDAR with PRODID
 * `-//Cadence//Meetings//EN`, the METHOD when given, NAME / X-WR-CALNAME for a feed, one
 * VTIMEZONE per zone used, then one VEVENT per input with UID, SEQUENCE, DTSTAMP (UTC),
 * DTSTART / DTEND `;TZID=`, RRULE + EXDATE (series master) or RECURRENCE-ID (override),
 * SUMMARY, DESCRIPTION, LOCATION, URL, STATUS, ORGANIZER and ATTENDEEs. Every line ends in
 * CRLF and is folded at 75 octets (RFC 5545 3.1).
 * @throws RangeError for an unknown IANA zone, a malformed local date/time or a duration ≤ 0;
 *   TypeError for EXDATEs without an RRULE; Error from `rrule` for an RRULE it cannot parse.
 */
export function buildCalendar(input: BuildCalendarInput): string {
  const calendar = ical({
    prodId: PROD_ID,
    ...(input.method ? { method: METHODS[input.method] } : {}),
    ...(input.name ? { name: cleanHeaderText(input.name) } : {}),
    ...(input.refreshMinutes ? { ttl: Math.round(input.refreshMinutes * 60) } : {}),
    // No calendar-wide zone (so DTSTAMP stays UTC); the generator writes one VTIMEZONE per
    // event zone.
    timezone: { name: null, generator: (zone: string) => vtimezone(zone)?.block ?? null },
  });
  for (const event of input.events) calendar.createEvent(eventData(event));
  // ical-generator leaves the CRLF off END:VCALENDAR; every content line ends in one (3.1).
  return `${calendar.toString()}\r\n`;
}
