import { describe, expect, it } from 'vitest';
import type { MeetingStatus } from '@/shared/domain/constants';
import { countMeetings, upcomingMeetings } from './dashboard-figures';

const m = (id: number, date: string, startTime: string, status: MeetingStatus = 'scheduled') => ({
  id,
  date,
  startTime,
  status,
});

describe('team member dashboard figures (spec 2.6)', () => {
  it('counts total, completed and in-progress meetings', () => {
    expect(
      countMeetings([
        m(1, '2026-01-01', '10:00', 'completed'),
        m(2, '2026-01-01', '10:00', 'in_progress'),
        m(3, '2026-01-01', '10:00'),
      ]),
    ).toEqual({ total: 3, completed: 1, inProgress: 1 });
  });

  it('keeps scheduled meetings from today on, by date then time, at most the limit', () => {
    const list = [
      m(1, '2026-05-02', '09:00'),
      m(2, '2026-05-01', '15:00'),
      m(3, '2026-05-01', '08:30'),
      m(4, '2026-04-30', '10:00'), // yesterday
      m(5, '2026-05-03', '10:00', 'completed'),
      m(6, '2026-06-01', '10:00'),
      m(7, '2026-07-01', '10:00'),
      m(8, '2026-08-01', '10:00'),
    ];
    const { shown, more } = upcomingMeetings(list, '2026-05-01', 5);
    expect(shown.map((x) => x.id)).toEqual([3, 2, 1, 6, 7]);
    expect(more).toBe(1);
    expect(upcomingMeetings(list, '2026-09-01', 5)).toEqual({ shown: [], more: 0 });
  });
});
