import { describe, expect, it } from 'vitest';
import { productivityMessage, thisWeekCount } from './dashboard-figures';

describe('default dashboard figures (spec 2.3)', () => {
  it('this-week count is the total divided by 4, rounded up', () => {
    expect([0, 1, 4, 5, 8, 9].map(thisWeekCount)).toEqual([0, 1, 1, 2, 2, 3]);
  });

  it('says Great productivity! only above 5 meetings', () => {
    expect(productivityMessage(5)).toBe('Keep scheduling meetings');
    expect(productivityMessage(6)).toBe('Great productivity!');
    expect(productivityMessage(0)).toBe('Keep scheduling meetings');
  });
});
