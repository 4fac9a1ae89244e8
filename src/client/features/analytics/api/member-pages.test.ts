import { describe, expect, it } from 'vitest';
import { mergeMemberPages, nextMemberOffset } from './member-pages';
import { analyticsKeys } from './analytics-keys';

const page = (ids: number[], membersTotal: number, totals = 'first') => ({
  membersTotal,
  totals,
  members: ids.map((id) => ({ id })),
});

describe('paged analytics member lists (spec 2.10, 2.14, 2.15)', () => {
  it('asks for the next page from the number of members loaded, until every member is in', () => {
    const first = page([1, 2], 5);
    expect(nextMemberOffset(first, [first])).toBe(2);
    const second = page([3, 4], 5);
    expect(nextMemberOffset(second, [first, second])).toBe(4);
    const last = page([5], 5);
    expect(nextMemberOffset(last, [first, second, last])).toBeUndefined();
    // An empty page (members removed meanwhile) ends the list instead of asking forever.
    expect(nextMemberOffset(page([], 5), [first, page([], 5)])).toBeUndefined();
  });

  it('reads the pages as one answer: the first page’s totals, each member once, in order', () => {
    expect(mergeMemberPages(undefined)).toBeUndefined();
    expect(mergeMemberPages([])).toBeUndefined();
    const merged = mergeMemberPages([page([1, 2], 4), page([2, 3, 4], 4, 'second')]);
    expect(merged?.totals).toBe('first');
    expect(merged?.members.map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('keys every analytics query under the meetings prefix that meeting mutations invalidate', () => {
    const keys = [
      analyticsKeys.progress('ann'),
      analyticsKeys.team,
      analyticsKeys.member(3),
      analyticsKeys.actionItems,
      analyticsKeys.behindSchedule,
    ];
    for (const key of keys) expect(key.slice(0, 2)).toEqual(['meetings', 'analytics']);
    expect(analyticsKeys.progress('ann')).not.toEqual(analyticsKeys.progress(''));
  });
});
