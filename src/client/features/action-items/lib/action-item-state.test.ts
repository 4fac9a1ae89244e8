import { describe, expect, it } from 'vitest';
import {
  actionItemState,
  actionItemStatusText,
  countActionItems,
  displayStatusOf,
} from './action-item-state';

describe('action item display status (spec 4)', () => {
  it('defaults a missing entry to pending', () => {
    expect(actionItemState({ actionItemsStatus: {} }, 2)).toEqual({ status: 'pending' });
  });

  it('counts an item with a reason as stuck even if its status says pending', () => {
    expect(displayStatusOf({ status: 'pending', stuckReason: 'waiting on IT' })).toBe('stuck');
    expect(displayStatusOf({ status: 'pending', stuckReason: '   ' })).toBe('pending');
  });

  it('shows the reason of a stuck item', () => {
    expect(actionItemStatusText({ status: 'stuck', stuckReason: 'no access' })).toBe(
      'Stuck - Explanation, Reason: no access',
    );
    expect(actionItemStatusText({ status: 'stuck' })).toBe('Stuck');
    expect(actionItemStatusText({ status: 'completed' })).toBe('Completed');
  });

  it('counts pending as neither completed nor stuck', () => {
    const counts = countActionItems([
      {
        actionItems: ['a', 'b', 'c', 'd'],
        actionItemsStatus: {
          '0': { status: 'completed' },
          '1': { status: 'stuck' },
          '3': { status: 'pending', stuckReason: 'blocked' },
        },
      },
      { actionItems: ['e'], actionItemsStatus: {} },
    ]);
    expect(counts).toEqual({ total: 5, completed: 1, stuck: 2, pending: 2 });
  });
});
