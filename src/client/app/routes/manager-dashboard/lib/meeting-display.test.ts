import { describe, expect, it } from 'vitest';
import { meetingCounts, thisWeekMeetings } from './meeting-display';

const m = (
  date: string,
  status: 'scheduled' | 'completed' | 'in_progress',
  startTime = '14:00',
) => ({
  date,
  status,
  startTime,
});

describe('meetingCounts', () => {
  it('counts completed and scheduled meetings', () => {
    const counts = meetingCounts([
      m('2026-11-01', 'completed'),
      m('2026-11-02', 'scheduled'),
      m('2026-11-03', 'in_progress'),
    ]);
    expect(counts).toEqual({ total: 3, completed: 1, upcoming: 1 });
  });
});

describe('thisWeekMeetings', () => {
  it('keeps the first 3 scheduled meetings, soonest first, whatever their date', () => {
    const list = [
      m('2026-12-22', 'scheduled'), // weeks ahead: still listed when it is among the first 3
      m('2026-11-19', 'completed'), // not scheduled
      m('2026-11-18', 'scheduled', '16:00'),
      m('2026-11-18', 'scheduled', '09:30'),
      m('2027-01-20', 'scheduled'),
      m('2026-11-17', 'in_progress'),
    ];
    expect(thisWeekMeetings(list).map((x) => `${x.date} ${x.startTime}`)).toEqual([
      '2026-11-18 09:30',
      '2026-11-18 16:00',
      '2026-12-22 14:00',
    ]);
  });
});
