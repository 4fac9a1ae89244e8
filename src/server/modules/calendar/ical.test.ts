/**
 * The iCalendar builder (decision 12; RFC 5545 / RFC 5546): its output read back with ical.js.
 */
import { afterEach, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { buildCalendar, type CalendarEventInput } from './ical';

const maya = { name: 'Maya Stone', email: 'maya@example.com' };
const tia = { name: 'Tia Park', email: 'tia@example.com' };

const event = (values: Partial<CalendarEventInput> = {}): CalendarEventInput => ({
  uid: 'meeting-1@cadence.test',
  sequence: 3,
  stamp: new Date('2030-01-01T12:00:00Z'),
  start: { date: '2030-01-15', time: '10:00' },
  timezone: 'Europe/Berlin',
  durationMinutes: 45,
  summary: '1:1 Maya / Tia',
  organizer: maya,
  attendees: [maya, tia],
  status: 'CONFIRMED',
  ...values,
});

/** Parses `text`, registers its VTIMEZONEs (as a calendar client does) and returns its parts. */
function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(vtimezone);
  }
  const vevents = calendar.getAllSubcomponents('vevent');
  return { calendar, vevents, events: vevents.map((v) => new ICAL.Event(v)) };
}

/** The unfolded content lines of `text` (RFC 5545 3.1). */
const lines = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

afterEach(() => ICAL.TimezoneService.reset());

describe('buildCalendar', () => {
  it('writes a REQUEST with METHOD, UID, SEQUENCE, a UTC DTSTAMP and DTSTART;TZID with its VTIMEZONE', () => {
    const text = buildCalendar({
      method: 'REQUEST',
      events: [
        event({
          description: 'Career goals\nFeedback; next steps, more',
          url: 'https://zoom.us/j/42',
          location: 'https://zoom.us/j/42',
        }),
      ],
    });
    const { calendar, vevents, events } = read(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Cadence//Meetings//EN');
    const tzids = calendar
      .getAllSubcomponents('vtimezone')
      .map((c) => c.getFirstPropertyValue('tzid'));
    expect(tzids).toEqual(['Europe/Berlin']);

    const [vevent] = vevents;
    const [ev] = events;
    expect(ev!.uid).toBe('meeting-1@cadence.test');
    expect(ev!.sequence).toBe(3);
    expect(vevent!.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Berlin');
    expect(ev!.startDate.toString()).toBe('2030-01-15T10:00:00');
    // 10:00 CET is 09:00 UTC; 45 minutes long.
    expect(ev!.startDate.toJSDate().toISOString()).toBe('2030-01-15T09:00:00.000Z');
    expect(ev!.endDate.toJSDate().toISOString()).toBe('2030-01-15T09:45:00.000Z');
    expect(lines(text)).toContain('DTSTAMP:20300101T120000Z');
    expect(ev!.summary).toBe('1:1 Maya / Tia');
    expect(ev!.description).toBe('Career goals\nFeedback; next steps, more');
    expect(ev!.location).toBe('https://zoom.us/j/42');
    expect(vevent!.getFirstPropertyValue('url')).toBe('https://zoom.us/j/42');
    expect(vevent!.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('names the manager as ORGANIZER and both participants as ATTENDEEs with unquoted ROLE and PARTSTAT', () => {
    const text = buildCalendar({ method: 'REQUEST', events: [event()] });
    const { vevents } = read(text);
    const organizer = vevents[0]!.getFirstProperty('organizer')!;
    expect(organizer.getFirstValue()).toBe('mailto:maya@example.com');
    expect(organizer.getParameter('cn')).toBe('Maya Stone');
    const attendees = vevents[0]!.getAllProperties('attendee').map((p) => ({
      value: String(p.getFirstValue()).toLowerCase(),
      role: p.getParameter('role'),
      partstat: p.getParameter('partstat'),
      cn: p.getParameter('cn'),
    }));
    expect(attendees).toEqual([
      {
        value: 'mailto:maya@example.com',
        role: 'REQ-PARTICIPANT',
        partstat: 'ACCEPTED',
        cn: 'Maya Stone',
      },
      {
        value: 'mailto:tia@example.com',
        role: 'REQ-PARTICIPANT',
        partstat: 'NEEDS-ACTION',
        cn: 'Tia Park',
      },
    ]);
    const raw = lines(text).filter((l) => l.startsWith('ATTENDEE'));
    expect(raw).toHaveLength(2);
    for (const line of raw) {
      expect(line).toMatch(/;ROLE=REQ-PARTICIPANT;/);
      expect(line).toMatch(/;PARTSTAT=(ACCEPTED|NEEDS-ACTION)[;:]/);
      expect(line).not.toMatch(/(ROLE|PARTSTAT)="/);
    }
  });

  it('keeps double quotes and line breaks out of CN parameters', () => {
    const text = buildCalendar({
      events: [event({ organizer: { name: 'Maya "The Boss"\r\nStone', email: maya.email } })],
    });
    const organizer = read(text).vevents[0]!.getFirstProperty('organizer')!;
    expect(organizer.getParameter('cn')).toBe("Maya 'The Boss' Stone");
  });

  it('ends every line in CRLF and folds lines longer than 75 octets', () => {
    const summary = `Quarterly planning ${'und Überprüfung '.repeat(10)}`.trim();
    const text = buildCalendar({
      method: 'REQUEST',
      events: [event({ summary, description: 'a'.repeat(300) })],
    });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const physical = text.split('\r\n').slice(0, -1);
    for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    expect(read(text).events[0]!.summary).toBe(summary);
  });

  it('writes a CANCEL with STATUS:CANCELLED and the same UID', () => {
    const text = buildCalendar({
      method: 'CANCEL',
      events: [event({ sequence: 4, status: 'CANCELLED' })],
    });
    const { calendar, vevents, events } = read(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(events[0]!.uid).toBe('meeting-1@cadence.test');
    expect(events[0]!.sequence).toBe(4);
    expect(vevents[0]!.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('writes a series master with RRULE and EXDATE in the TZID', () => {
    const text = buildCalendar({
      method: 'REQUEST',
      events: [
        event({
          start: { date: '2030-01-15', time: '10:00' },
          rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;COUNT=5',
          exdates: [{ date: '2030-01-29', time: '10:00' }],
        }),
      ],
    });
    const { vevents, events } = read(text);
    const rrule = vevents[0]!.getFirstPropertyValue('rrule') as ICAL.Recur;
    expect(rrule.freq).toBe('WEEKLY');
    expect(rrule.interval).toBe(2);
    expect(rrule.count).toBe(5);
    expect(rrule.parts.BYDAY).toEqual(['TU']);
    const exdate = vevents[0]!.getFirstProperty('exdate')!;
    expect(exdate.getParameter('tzid')).toBe('Europe/Berlin');
    expect(String(exdate.getFirstValue())).toBe('2030-01-29T10:00:00');

    const iterator = events[0]!.iterator();
    const starts: string[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) starts.push(next.toString());
    expect(starts).toEqual([
      '2030-01-15T10:00:00',
      '2030-02-12T10:00:00',
      '2030-02-26T10:00:00',
      '2030-03-12T10:00:00',
    ]);
  });

  it('keeps an ordinal BYDAY (monthly, second Tuesday) and writes UNTIL in UTC', () => {
    const text = buildCalendar({
      events: [event({ rrule: 'RRULE:FREQ=MONTHLY;BYDAY=2TU;UNTIL=20301231T235959Z' })],
    });
    const rrule = read(text).vevents[0]!.getFirstPropertyValue('rrule') as ICAL.Recur;
    expect(rrule.freq).toBe('MONTHLY');
    expect(rrule.parts.BYDAY).toEqual(['+2TU']);
    expect(rrule.until!.toString()).toBe('2030-12-31T23:59:59Z');
  });

  it('expands a weekly 10:00 Europe/Berlin series to 10:00 local on both sides of DST changes', () => {
    const text = buildCalendar({
      events: [
        event({ start: { date: '2030-03-19', time: '10:00' }, rrule: 'FREQ=WEEKLY;COUNT=4' }),
        event({
          uid: 'autumn@cadence.test',
          start: { date: '2030-10-15', time: '10:00' },
          rrule: 'FREQ=WEEKLY;COUNT=4',
        }),
      ],
    });
    const { events } = read(text);
    const expand = (index: number) => {
      const iterator = events[index]!.iterator();
      const out: { local: string; utc: string }[] = [];
      for (let next = iterator.next(); next; next = iterator.next()) {
        out.push({ local: next.toString(), utc: next.toJSDate().toISOString() });
      }
      return out;
    };
    // Summer time starts on 2030-03-31: 10:00 CET = 09:00Z, then 10:00 CEST = 08:00Z.
    expect(expand(0)).toEqual([
      { local: '2030-03-19T10:00:00', utc: '2030-03-19T09:00:00.000Z' },
      { local: '2030-03-26T10:00:00', utc: '2030-03-26T09:00:00.000Z' },
      { local: '2030-04-02T10:00:00', utc: '2030-04-02T08:00:00.000Z' },
      { local: '2030-04-09T10:00:00', utc: '2030-04-09T08:00:00.000Z' },
    ]);
    // Summer time ends on 2030-10-27.
    expect(expand(1)).toEqual([
      { local: '2030-10-15T10:00:00', utc: '2030-10-15T08:00:00.000Z' },
      { local: '2030-10-22T10:00:00', utc: '2030-10-22T08:00:00.000Z' },
      { local: '2030-10-29T10:00:00', utc: '2030-10-29T09:00:00.000Z' },
      { local: '2030-11-05T10:00:00', utc: '2030-11-05T09:00:00.000Z' },
    ]);
  });

  it('writes an override with RECURRENCE-ID (the original local slot) and the series UID', () => {
    const text = buildCalendar({
      method: 'REQUEST',
      events: [
        event({
          sequence: 5,
          start: { date: '2030-04-03', time: '14:30' },
          recurrenceId: { date: '2030-04-02', time: '10:00' },
        }),
      ],
    });
    const { vevents, events } = read(text);
    expect(events[0]!.uid).toBe('meeting-1@cadence.test');
    expect(events[0]!.isRecurrenceException()).toBe(true);
    const recurrenceId = vevents[0]!.getFirstProperty('recurrence-id')!;
    expect(recurrenceId.getParameter('tzid')).toBe('Europe/Berlin');
    expect(events[0]!.recurrenceId.toString()).toBe('2030-04-02T10:00:00');
    expect(events[0]!.recurrenceId.toJSDate().toISOString()).toBe('2030-04-02T08:00:00.000Z');
    expect(events[0]!.startDate.toString()).toBe('2030-04-03T14:30:00');
    expect(events[0]!.sequence).toBe(5);
  });

  it('writes a feed: no METHOD unless PUBLISH, the calendar name, one VTIMEZONE per zone', () => {
    const text = buildCalendar({
      name: 'Cadence — Maya Stone',
      refreshMinutes: 60,
      events: [
        event(),
        event({ uid: 'b@cadence.test', timezone: 'America/New_York' }),
        event({ uid: 'c@cadence.test', timezone: 'Europe/Berlin', status: 'CANCELLED' }),
      ],
    });
    const { calendar, vevents } = read(text);
    expect(calendar.getFirstPropertyValue('method')).toBeNull();
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Cadence — Maya Stone');
    expect(lines(text)).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    const tzids = calendar
      .getAllSubcomponents('vtimezone')
      .map((c) => c.getFirstPropertyValue('tzid'));
    expect(tzids.sort()).toEqual(['America/New_York', 'Europe/Berlin']);
    expect(vevents.map((v) => v.getFirstPropertyValue('status'))).toEqual([
      'CONFIRMED',
      'CONFIRMED',
      'CANCELLED',
    ]);
    const published = buildCalendar({ method: 'PUBLISH', events: [event()] });
    expect(read(published).calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
  });

  it('writes UTC meetings as TZID=Etc/UTC with its block and resolves zone aliases', () => {
    const text = buildCalendar({
      events: [
        event({ timezone: 'UTC' }),
        event({ uid: 'alias@cadence.test', timezone: 'Asia/Calcutta' }),
      ],
    });
    const { calendar, vevents, events } = read(text);
    const tzids = calendar
      .getAllSubcomponents('vtimezone')
      .map((c) => c.getFirstPropertyValue('tzid'));
    expect(tzids.sort()).toEqual(['Asia/Kolkata', 'Etc/UTC']);
    expect(vevents[0]!.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Etc/UTC');
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe('2030-01-15T10:00:00.000Z');
    expect(events[1]!.startDate.toJSDate().toISOString()).toBe('2030-01-15T04:30:00.000Z');
  });

  it('rejects an unknown zone, a malformed time, a zero duration, EXDATE without RRULE and a bad RRULE', () => {
    expect(() => buildCalendar({ events: [event({ timezone: 'Mars/Olympus' })] })).toThrow(
      RangeError,
    );
    expect(() =>
      buildCalendar({ events: [event({ start: { date: '2030-1-5', time: '10:00' } })] }),
    ).toThrow(RangeError);
    expect(() => buildCalendar({ events: [event({ durationMinutes: 0 })] })).toThrow(RangeError);
    expect(() =>
      buildCalendar({ events: [event({ exdates: [{ date: '2030-01-22', time: '10:00' }] })] }),
    ).toThrow(TypeError);
    expect(() => buildCalendar({ events: [event({ rrule: 'FREQ=SOMETIMES;NOPE=1' })] })).toThrow();
  });
});
