import { describe, expect, it } from 'vitest';
import {
  dashboardStats,
  productivityMessage,
  thisWeekCount,
  upcomingThisWeek,
} from './dashboard-figures';

const m = (status: string, date = '2026-11-18', startTime = '10:00') =>
  ({ status, date, startTime }) as { status: 'scheduled'; date: string; startTime: string };

describe('default dashboard figures (spec 2.3)', () => {
  it('counts total, completed, upcoming (scheduled) and in progress, with the completion rate', () => {
    const list = [m('completed'), m('completed'), m('scheduled'), m('in_progress'), m('other')];
    expect(dashboardStats(list)).toEqual({
      total: 5,
      completed: 2,
      upcoming: 1,
      inProgress: 1,
      completionRate: 40,
    });
    expect(dashboardStats([])).toEqual({
      total: 0,
      completed: 0,
      upcoming: 0,
      inProgress: 0,
      completionRate: 0,
    });
  });

  it('this-week count is the total divided by 4, rounded up', () => {
    expect([0, 1, 4, 5, 8, 9].map(thisWeekCount)).toEqual([0, 1, 1, 2, 2, 3]);
  });

  it('says Great productivity! only above 5 meetings', () => {
    expect(productivityMessage(5)).toBe('Keep scheduling meetings');
    expect(productivityMessage(6)).toBe('Great productivity!');
    expect(productivityMessage(0)).toBe('Keep scheduling meetings');
  });

  it('Upcoming This Week: the first 3 scheduled meetings, soonest first, whatever their date', () => {
    const list = [
      m('scheduled', '2026-12-23'),
      m('scheduled', '2026-11-20', '09:00'),
      m('completed', '2026-11-19'),
      m('scheduled', '2026-11-18', '15:00'),
      m('scheduled', '2026-11-18', '08:30'),
      m('scheduled', '2027-02-22'),
    ];
    expect(upcomingThisWeek(list).map((x) => `${x.date} ${x.startTime}`)).toEqual([
      '2026-11-18 08:30',
      '2026-11-18 15:00',
      '2026-11-20 09:00',
    ]);
    expect(upcomingThisWeek([m('scheduled', '2027-02-22')])).toHaveLength(1);
  });
});
