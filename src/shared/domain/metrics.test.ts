import { describe, expect, it } from 'vitest';
import { completionRate } from './metrics';

describe('completionRate (spec 9)', () => {
  it('is 0 when there are no meetings', () => {
    expect(completionRate(0, 0)).toBe(0);
  });

  it('is the rounded percent of completed over total', () => {
    expect(completionRate(1, 3)).toBe(33);
    expect(completionRate(2, 3)).toBe(67);
    expect(completionRate(1, 8)).toBe(13); // 12.5 rounds up
    expect(completionRate(5, 5)).toBe(100);
    expect(completionRate(0, 7)).toBe(0);
  });

  it('never exceeds 100 or goes below 0', () => {
    expect(completionRate(6, 5)).toBe(100);
    expect(completionRate(-1, 5)).toBe(0);
  });
});
