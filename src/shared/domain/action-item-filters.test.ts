import { describe, expect, it } from 'vitest';
import {
  actionItemPageOf,
  countByPage,
  countMeetings,
  dateRangeOf,
  dateWindowOf,
  groupByMeeting,
  isInDateRange,
  ownActionItemsQuerySchema,
} from './action-item-filters';

describe('actionItemPageOf (spec 4)', () => {
  it('puts an item with a reason on the stuck page whatever its status', () => {
    expect(actionItemPageOf({ status: 'pending', stuckReason: 'No access' })).toBe('stuck');
    expect(actionItemPageOf({ status: 'completed', stuckReason: 'Old' })).toBe('stuck');
    expect(actionItemPageOf({ status: 'stuck', stuckReason: null })).toBe('stuck');
  });

  it('ignores a blank reason', () => {
    expect(actionItemPageOf({ status: 'pending', stuckReason: ' \t ' })).toBe('pending');
    expect(actionItemPageOf({ status: 'completed', stuckReason: '' })).toBe('completed');
  });

  it('treats anything else that is not completed as pending', () => {
    expect(actionItemPageOf({ status: 'pending' })).toBe('pending');
    expect(actionItemPageOf({ status: 'unknown' })).toBe('pending');
  });
});

describe('date windows per page (spec 5)', () => {
  it('uses the calendar month on the pending and completed pages, 30 days on the stuck page', () => {
    expect(dateWindowOf('pending', 'month')).toBe('month');
    expect(dateWindowOf('completed', 'month')).toBe('month');
    expect(dateWindowOf('stuck', 'month')).toBe('month30');
    expect(dateWindowOf('stuck', 'week')).toBe('week');
    expect(dateWindowOf('completed', 'all')).toBeNull();
  });

  it('computes inclusive ranges ending today', () => {
    expect(dateRangeOf('pending', 'today', '2030-04-01')).toEqual({
      from: '2030-04-01',
      to: '2030-04-01',
    });
    expect(dateRangeOf('pending', 'week', '2030-04-01')).toEqual({
      from: '2030-03-26',
      to: '2030-04-01',
    });
    expect(dateRangeOf('completed', 'month', '2030-03-31')).toEqual({
      from: '2030-02-28',
      to: '2030-03-31',
    });
    expect(dateRangeOf('stuck', 'month', '2030-03-31')).toEqual({
      from: '2030-03-02',
      to: '2030-03-31',
    });
    expect(dateRangeOf('stuck', 'all', '2030-03-31')).toBeNull();
  });

  it('checks a date against a range at both edges', () => {
    const range = { from: '2030-03-26', to: '2030-04-01' };
    expect(isInDateRange('2030-03-26', range)).toBe(true);
    expect(isInDateRange('2030-04-01', range)).toBe(true);
    expect(isInDateRange('2030-03-25', range)).toBe(false);
    expect(isInDateRange('2030-04-02', range)).toBe(false);
    expect(isInDateRange('1999-01-01', null)).toBe(true);
  });
});

describe('counting and grouping', () => {
  const meeting = (id: number) => ({
    id,
    date: '2030-01-01',
    startTime: '10:00',
    duration: 30,
    agenda: null,
    title: null,
    status: 'scheduled' as const,
    managerName: null,
  });
  const item = (meetingId: number, description: string) => ({
    meetingId,
    description,
    meeting: meeting(meetingId),
  });

  it('counts per page with a reason counting as stuck, not pending', () => {
    expect(
      countByPage([
        { status: 'pending', stuckReason: null },
        { status: 'pending', stuckReason: 'Blocked' },
        { status: 'completed', stuckReason: null },
        { status: 'stuck', stuckReason: null },
      ]),
    ).toEqual({ pending: 1, completed: 1, stuck: 2 });
    expect(countByPage([])).toEqual({ pending: 0, completed: 0, stuck: 0 });
  });

  it('counts distinct meetings', () => {
    expect(countMeetings([{ meetingId: 1 }, { meetingId: 2 }, { meetingId: 1 }])).toBe(2);
    expect(countMeetings([])).toBe(0);
  });

  it('groups by meeting in first-seen order, keeping item order', () => {
    const groups = groupByMeeting([item(3, 'a'), item(1, 'b'), item(3, 'c'), item(2, 'd')]);
    expect(groups.map((g) => [g.meeting.id, g.items.map((i) => i.description)])).toEqual([
      [3, ['a', 'c']],
      [1, ['b']],
      [2, ['d']],
    ]);
  });
});

describe('ownActionItemsQuerySchema', () => {
  it('defaults to all and treats empty values as absent', () => {
    expect(ownActionItemsQuerySchema.parse({})).toEqual({ status: 'all', date: 'all' });
    expect(ownActionItemsQuerySchema.parse({ status: 'stuck', search: '', date: '' })).toEqual({
      status: 'stuck',
      search: '',
      date: 'all',
    });
  });

  it('rejects unknown values with a message', () => {
    expect(ownActionItemsQuerySchema.safeParse({ status: 'done' }).error?.issues[0]?.message).toBe(
      'Status must be pending, completed, stuck, open or all',
    );
    expect(ownActionItemsQuerySchema.safeParse({ date: 'year' }).success).toBe(false);
  });
});
