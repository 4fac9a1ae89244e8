import { describe, expect, it } from 'vitest';
import {
  actionItemStateOf,
  countActionItems,
  dueBucketOf,
  isOverdueActionItem,
  isOverdueMeeting,
  isStuck,
  isUpcomingMeeting,
  itemFigures,
} from './figures';

describe('action item state (spec 4, product rule 8)', () => {
  it('stuck wins: status stuck or a non-blank reason', () => {
    expect(isStuck({ status: 'stuck' })).toBe(true);
    expect(isStuck({ status: 'pending', stuckReason: 'blocked' })).toBe(true);
    expect(isStuck({ status: 'completed', stuckReason: 'blocked' })).toBe(true);
    expect(isStuck({ status: 'pending', stuckReason: ' \t\n' })).toBe(false);
    expect(actionItemStateOf({ status: 'completed', stuckReason: 'x' })).toBe('stuck');
  });

  it('completed by its own status only, else pending', () => {
    expect(actionItemStateOf({ status: 'completed' })).toBe('completed');
    expect(actionItemStateOf({ status: 'pending' })).toBe('pending');
    expect(actionItemStateOf({ status: 'pending', stuckReason: '  ' })).toBe('pending');
  });

  it('counts every item in exactly one state', () => {
    const items = [
      { status: 'pending' },
      { status: 'completed' },
      { status: 'stuck' },
      { status: 'pending', stuckReason: 'why' },
    ];
    expect(countActionItems(items)).toEqual({ total: 4, pending: 1, completed: 1, stuck: 2 });
    expect(itemFigures(countActionItems(items))).toMatchObject({ completionRate: 25 });
  });
});

describe('overdue and upcoming (spec 4)', () => {
  const today = '2026-03-10';

  it('a meeting is overdue when scheduled and dated before today', () => {
    expect(isOverdueMeeting({ status: 'scheduled', date: '2026-03-09' }, today)).toBe(true);
    expect(isOverdueMeeting({ status: 'scheduled', date: '2026-03-10' }, today)).toBe(false);
    expect(isOverdueMeeting({ status: 'in_progress', date: '2026-03-01' }, today)).toBe(false);
    expect(isOverdueMeeting({ status: 'completed', date: '2026-03-01' }, today)).toBe(false);
  });

  it('a meeting is upcoming when scheduled and dated today or later', () => {
    expect(isUpcomingMeeting({ status: 'scheduled', date: today }, today)).toBe(true);
    expect(isUpcomingMeeting({ status: 'scheduled', date: '2026-03-09' }, today)).toBe(false);
    expect(isUpcomingMeeting({ status: 'in_progress', date: '2026-03-11' }, today)).toBe(false);
  });

  it('an action item is overdue when open and its past meeting is not completed', () => {
    const past = { meetingDate: '2026-03-09', meetingStatus: 'scheduled', dueDate: null };
    expect(isOverdueActionItem({ ...past, status: 'pending' }, today)).toBe(true);
    expect(isOverdueActionItem({ ...past, status: 'stuck' }, today)).toBe(true);
    expect(isOverdueActionItem({ ...past, status: 'completed' }, today)).toBe(false);
    expect(
      isOverdueActionItem({ ...past, meetingStatus: 'completed', status: 'pending' }, today),
    ).toBe(false);
    expect(isOverdueActionItem({ ...past, meetingDate: today, status: 'pending' }, today)).toBe(
      false,
    );
  });

  it('an item with a due date is overdue when open and due before today, whatever its meeting (decision 32)', () => {
    const completedMeeting = { meetingDate: '2026-03-01', meetingStatus: 'completed' };
    const due = (dueDate: string, status = 'pending') =>
      isOverdueActionItem({ ...completedMeeting, dueDate, status }, today);
    expect(due('2026-03-09')).toBe(true);
    expect(due('2026-03-09', 'stuck')).toBe(true);
    expect(due('2026-03-09', 'completed')).toBe(false);
    expect(due(today)).toBe(false);
    // A future due date outweighs a past meeting that is not completed.
    expect(
      isOverdueActionItem(
        {
          meetingDate: '2026-03-01',
          meetingStatus: 'scheduled',
          dueDate: '2026-03-12',
          status: 'pending',
        },
        today,
      ),
    ).toBe(false);
    expect(dueBucketOf(null, today, '2026-03-15')).toBe('none');
    expect(dueBucketOf('2026-03-09', today, '2026-03-15')).toBe('overdue');
    expect(dueBucketOf(today, today, '2026-03-15')).toBe('this_week');
    expect(dueBucketOf('2026-03-15', today, '2026-03-15')).toBe('this_week');
    expect(dueBucketOf('2026-03-16', today, '2026-03-15')).toBe('later');
  });
});
