import { describe, expect, it } from 'vitest';
import { statusCounts, thisWeekParams } from './dashboard-queries';
import { meetingListQueryString } from './meetings';

describe('dashboard meeting queries (spec 2.3, 2.4)', () => {
  it('reads the counts of GET /api/meetings/count?byStatus=true, with the completion rate', () => {
    expect(
      statusCounts({
        matching: 8,
        total: 8,
        byStatus: { scheduled: 3, in_progress: 2, completed: 3 },
      }),
    ).toEqual({ total: 8, completed: 3, upcoming: 3, inProgress: 2, completionRate: 38 });
    expect(statusCounts(undefined)).toEqual({
      total: 0,
      completed: 0,
      upcoming: 0,
      inProgress: 0,
      completionRate: 0,
    });
  });

  it('asks This Week from today to the Sunday of the viewer’s week, in their timezone', () => {
    // Sunday 2030-05-12 23:30 UTC is already Monday 05-13 in Tokyo: its week ends 05-19.
    const now = new Date('2030-05-12T23:30:00Z');
    expect(meetingListQueryString(thisWeekParams('UTC', now))).toBe(
      '?to=2030-05-12&limit=3&upcoming=true',
    );
    expect(thisWeekParams('Asia/Tokyo', now)).toEqual({
      upcoming: true,
      to: '2030-05-19',
      limit: 3,
    });
    expect(thisWeekParams('America/Los_Angeles', now).to).toBe('2030-05-12');
  });
});
