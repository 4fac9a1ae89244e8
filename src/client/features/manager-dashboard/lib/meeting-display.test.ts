import { describe, expect, it } from 'vitest';
import { counterpartName, meetingCounts, meetingTitle, thisWeekMeetings } from './meeting-display';

const m = (
  date: string,
  status: 'scheduled' | 'completed' | 'in_progress',
  startTime = '14:00',
) => ({
  date,
  status,
  startTime,
});

describe('meetingTitle', () => {
  it('prefers the title, then the agenda, then the date', () => {
    expect(meetingTitle({ title: 'Sync', agenda: 'A', date: '2026-11-20' })).toBe('Sync');
    expect(meetingTitle({ title: '  ', agenda: 'Goals', date: '2026-11-20' })).toBe('Goals');
    expect(meetingTitle({ title: null, agenda: null, date: '2026-11-20' })).toBe(
      'Meeting on 20/11/2026',
    );
  });
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
  // 2026-11-18 is a Wednesday: the week runs Mon 16 to Sun 22.
  const today = '2026-11-18';
  it('keeps scheduled meetings from today to Sunday, soonest first, at most 3', () => {
    const list = [
      m('2026-11-22', 'scheduled'),
      m('2026-11-17', 'scheduled'), // before today
      m('2026-11-23', 'scheduled'), // next week
      m('2026-11-19', 'completed'), // not scheduled
      m('2026-11-18', 'scheduled', '16:00'),
      m('2026-11-18', 'scheduled', '09:30'),
      m('2026-11-20', 'scheduled'),
    ];
    expect(thisWeekMeetings(list, today).map((x) => `${x.date} ${x.startTime}`)).toEqual([
      '2026-11-18 09:30',
      '2026-11-18 16:00',
      '2026-11-20 14:00',
    ]);
  });
  it('includes Sunday when today is Sunday', () => {
    expect(thisWeekMeetings([m('2026-11-22', 'scheduled')], '2026-11-22')).toHaveLength(1);
  });
});

describe('counterpartName', () => {
  const meeting = { teamMemberId: 7, teamMemberName: 'Tom Becker', managerName: 'Diego Alvarez' };
  it('names the team member for the manager, and the manager for the team member', () => {
    expect(counterpartName(meeting, 4)).toBe('Tom Becker');
    expect(counterpartName(meeting, 7)).toBe('Diego Alvarez');
  });
});
