/** mailWorthyChange (decision 13): which changes of a 1:1 mail its participants. */
import { describe, expect, it } from 'vitest';
import type { MeetingRow } from '../../db/schema';
import { MAIL_WORTHY_FIELDS, mailWorthyChange } from './mail-worthy-change';

const before = {
  id: 1,
  organizationId: 1,
  teamMemberId: 3,
  managerId: 2,
  title: 'Weekly',
  date: '2031-03-10',
  startTime: '14:00',
  duration: 30,
  timezone: 'Europe/Paris',
  isZoomMeeting: true,
  zoomLink: 'https://zoom.example/1',
  agenda: 'Goals',
  notes: '<p>Notes</p>',
  status: 'scheduled',
  version: 1,
  icsUid: 'x@cadence.test',
  seriesId: null,
  occurrenceDate: null,
  actionItemsJson: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
} satisfies MeetingRow;

describe('mailWorthyChange', () => {
  it.each([
    ['date', '2031-03-11'],
    ['startTime', '15:00'],
    ['duration', 45],
    ['timezone', 'UTC'],
    ['title', 'Renamed'],
    ['zoomLink', 'https://zoom.example/2'],
    ['isZoomMeeting', false],
    ['teamMemberId', 4],
    ['managerId', 5],
    ['status', 'completed'],
  ] as const)('mails when %s changes', (field, value) => {
    expect(mailWorthyChange(before, { ...before, [field]: value })).toBe(true);
  });

  it('never mails for notes, agenda, version or timestamps alone (auto-save)', () => {
    const autoSaved = {
      ...before,
      notes: '<p>Typed more</p>',
      agenda: 'Goals and blockers',
      version: 9,
      updatedAt: new Date(),
    };
    expect(mailWorthyChange(before, autoSaved)).toBe(false);
    expect(mailWorthyChange(before, { ...before })).toBe(false);
  });

  it('names exactly the fields of the rule', () => {
    expect([...MAIL_WORTHY_FIELDS].sort()).toEqual(
      [
        'date',
        'duration',
        'isZoomMeeting',
        'managerId',
        'startTime',
        'status',
        'teamMemberId',
        'timezone',
        'title',
        'zoomLink',
      ].sort(),
    );
  });
});
