/**
 * Calendar invitations (spec 2.7, decision 12): the `.ics` text read back with ical.js.
 */
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import type { MeetingRow, UserRow } from '../../db/schema';
import { buildMeetingIcs, meetingStartInstant } from './ics';

const user = (id: number, values: Partial<UserRow> = {}): UserRow => ({
  id,
  organizationId: 1,
  email: `user${id}@example.com`,
  username: `user${id}`,
  passwordHash: 'x',
  firstName: `First${id}`,
  lastName: `Last${id}`,
  jobTitle: null,
  department: null,
  company: null,
  managerId: null,
  role: 'Manager',
  timezone: 'UTC',
  profileImageUrl: null,
  mustChangePassword: false,
  temporaryPasswordExpiresAt: null,
  isDemo: false,
  totpSecret: null,
  totpEnabledAt: null,
  totpLastStep: null,
  recoveryCodeHashes: null,
  isActive: true,
  deactivatedAt: null,
  externalId: null,
  createdAt: new Date(),
  updatedAt: new Date(),
  ...values,
});

const meeting = (values: Partial<MeetingRow> = {}): MeetingRow => ({
  id: 7,
  organizationId: 1,
  teamMemberId: 2,
  managerId: 1,
  title: null,
  date: '2030-01-15',
  startTime: '09:00',
  seriesId: null,
  occurrenceDate: null,
  actionItemsJson: null,
  duration: 45,
  timezone: 'America/New_York',
  isZoomMeeting: false,
  zoomLink: null,
  agenda: null,
  notes: null,
  status: 'scheduled',
  version: 3,
  icsUid: 'uid-123@cadence.test',
  createdAt: new Date(),
  updatedAt: new Date(),
  ...values,
});

function readEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

const manager = user(1, { firstName: 'Maya', lastName: 'Stone' });
const teamMember = user(2, { firstName: 'Tia', lastName: 'Park' });
const stamp = new Date('2029-12-01T10:00:00Z');

describe('buildMeetingIcs', () => {
  it('writes a rich-text agenda as plain text in DESCRIPTION: no tags, script dropped, lines kept', () => {
    const text = buildMeetingIcs({
      method: 'REQUEST',
      meeting: meeting({
        agenda:
          '<p>Career <strong>goals</strong> &amp; growth</p><script>alert(1)</script>' +
          '<ul><li>Feedback</li><li><a href="https://example.com/doc">Doc</a></li></ul>',
      }),
      manager,
      teamMember,
      stamp,
    });
    expect(text).not.toMatch(/<\/?(p|strong|ul|li|a|script)\b/i);
    const { event } = readEvent(text);
    expect(event.description).not.toMatch(/[<>]|alert/);
    expect(event.description).toBe(
      'Career goals & growth\n\n- Feedback\n- Doc [https://example.com/doc]',
    );
  });

  it('makes a REQUEST with the stable UID, the version as SEQUENCE and DTSTART in the meeting zone', () => {
    const text = buildMeetingIcs({
      method: 'REQUEST',
      meeting: meeting({
        agenda: 'Career goals\nFeedback, next steps; more',
        isZoomMeeting: true,
        zoomLink: 'https://zoom.us/j/42',
      }),
      manager,
      teamMember,
      stamp,
    });
    const { calendar, vevent, event } = readEvent(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe('uid-123@cadence.test');
    expect(event.sequence).toBe(3);
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/New_York');
    expect(event.startDate.toString()).toBe('2030-01-15T09:00:00');
    // 09:00 in New York in January is 14:00 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe('2030-01-15T14:00:00.000Z');
    expect(event.duration.toSeconds()).toBe(45 * 60);
    expect(event.summary).toBe('1:1: Maya Stone / Tia Park');
    expect(event.description).toBe('Career goals\nFeedback, next steps; more');
    expect(event.location).toBe('https://zoom.us/j/42');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://zoom.us/j/42');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(String(vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe(
      'mailto:user1@example.com',
    );
    const attendees = event.attendees.map((a) => String(a.getFirstValue()).toLowerCase());
    expect(attendees).toEqual(['mailto:user1@example.com', 'mailto:user2@example.com']);
  });

  it('follows daylight saving time and other zones', () => {
    expect(meetingStartInstant(meeting({ date: '2030-07-15' })).toISOString()).toBe(
      '2030-07-15T13:00:00.000Z',
    );
    expect(
      meetingStartInstant(
        meeting({ timezone: 'Asia/Kolkata', date: '2030-03-01', startTime: '10:30' }),
      ).toISOString(),
    ).toBe('2030-03-01T05:00:00.000Z');
    expect(meetingStartInstant(meeting({ timezone: 'Not/AZone' })).toISOString()).toBe(
      '2030-01-15T09:00:00.000Z',
    );
  });

  it('uses the title as summary when there is one', () => {
    const { event } = readEvent(
      buildMeetingIcs({
        method: 'REQUEST',
        meeting: meeting({ title: 'Quarterly review' }),
        manager,
        teamMember,
        stamp,
      }),
    );
    expect(event.summary).toBe('Quarterly review');
  });

  it('makes a CANCEL with STATUS CANCELLED, the same UID and SEQUENCE + 1', () => {
    const { calendar, vevent, event } = readEvent(
      buildMeetingIcs({ method: 'CANCEL', meeting: meeting(), manager, teamMember, stamp }),
    );
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.uid).toBe('uid-123@cadence.test');
    expect(event.sequence).toBe(4);
  });

  it('cannot be given extra properties through names, titles or the agenda', () => {
    const evil = user(3, {
      firstName: 'Eve\r\nATTENDEE:mailto:evil@x',
      lastName: '"quoted"\nEND:VEVENT',
    });
    const text = buildMeetingIcs({
      method: 'REQUEST',
      meeting: meeting({
        title: 'Hi\r\nATTENDEE:mailto:evil@x',
        agenda: 'a\r\nATTENDEE:mailto:evil@x\rX-EVIL:1',
      }),
      manager: evil,
      teamMember,
      stamp,
    });
    expect(text).not.toMatch(/^ATTENDEE:mailto:evil/m);
    expect(text).not.toMatch(/^X-EVIL/m);
    const { vevent, event } = readEvent(text);
    expect(event.attendees).toHaveLength(2);
    expect(vevent.getAllSubcomponents()).toHaveLength(0);
    expect(event.summary).toBe('Hi ATTENDEE:mailto:evil@x');
  });
});
