import { describe, expect, it } from 'vitest';
import {
  averageDuration,
  completionRate,
  daysOverdue,
  followThrough,
  isThisMonth,
  meetingEfficiency,
  monthBounds,
  participationColour,
  performanceScore,
  ratioOneDecimal,
  splitMinutes,
  statusDistribution,
  teamPerformanceLabel,
  urgencyLevel,
} from './metrics';

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

describe('performanceScore (spec 9: 60 % meetings + 40 % action items)', () => {
  it('weighs the two rates 60/40 and rounds', () => {
    expect(performanceScore(100, 0)).toBe(60);
    expect(performanceScore(0, 100)).toBe(40);
    expect(performanceScore(100, 100)).toBe(100);
    expect(performanceScore(0, 0)).toBe(0);
    expect(performanceScore(50, 75)).toBe(60); // 30 + 30
    expect(performanceScore(33, 67)).toBe(47); // 19.8 + 26.8 = 46.6
  });
});

describe('teamPerformanceLabel (spec 2.11, 9)', () => {
  it.each([
    [100, 'Excellent'],
    [90, 'Excellent'],
    [89, 'Good'],
    [75, 'Good'],
    [74, 'Fair'],
    [60, 'Fair'],
    [59, 'Needs Improvement'],
    [0, 'Needs Improvement'],
  ])('%i is %s', (score, label) => {
    expect(teamPerformanceLabel(score)).toBe(label);
  });
});

describe('meetingEfficiency (spec 9)', () => {
  it('is Good up to 30 minutes and Too Long from 31', () => {
    expect(meetingEfficiency(0)).toBe('Good');
    expect(meetingEfficiency(30)).toBe('Good');
    expect(meetingEfficiency(31)).toBe('Too Long');
  });
});

describe('participationColour (spec 9)', () => {
  it.each([
    [100, 'green'],
    [90, 'green'],
    [89, 'blue'],
    [70, 'blue'],
    [69, 'amber'],
    [0, 'amber'],
  ])('%i%% is %s', (percent, colour) => {
    expect(participationColour(percent)).toBe(colour);
  });
});

describe('followThrough (spec 9)', () => {
  it('is N/A (null) with no items', () => {
    expect(followThrough(0, 0)).toEqual({ percent: null, colour: null });
  });

  it('is green from 80, blue from 60, red below', () => {
    expect(followThrough(80, 100)).toEqual({ percent: 80, colour: 'green' });
    expect(followThrough(79, 100)).toEqual({ percent: 79, colour: 'blue' });
    expect(followThrough(60, 100)).toEqual({ percent: 60, colour: 'blue' });
    expect(followThrough(59, 100)).toEqual({ percent: 59, colour: 'red' });
    expect(followThrough(0, 3)).toEqual({ percent: 0, colour: 'red' });
  });
});

describe('urgencyLevel (spec 4, 9: thresholds 2 and 5)', () => {
  it.each([
    [0, 'none'],
    [1, 'low'],
    [2, 'low'],
    [3, 'medium'],
    [5, 'medium'],
    [6, 'high'],
    [40, 'high'],
  ])('%i items is %s', (count, level) => {
    expect(urgencyLevel(count)).toBe(level);
  });
});

describe('overdue (spec 4)', () => {
  const today = '2026-03-10';

  it('counts whole days late', () => {
    expect(daysOverdue('2026-03-09', today)).toBe(1);
    expect(daysOverdue('2026-02-28', today)).toBe(10);
  });
});

describe('this month (spec 2.11, 2.12)', () => {
  it('compares the calendar month of the viewer today', () => {
    expect(isThisMonth('2026-03-01', '2026-03-31')).toBe(true);
    expect(isThisMonth('2026-02-28', '2026-03-01')).toBe(false);
    expect(isThisMonth('2025-03-10', '2026-03-10')).toBe(false);
  });

  it('gives inclusive month bounds, leap years included', () => {
    expect(monthBounds('2026-03-15')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(monthBounds('2028-02-01')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthBounds('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});

describe('time (spec 2.11, 9)', () => {
  it('splits minutes into whole hours and the rest', () => {
    expect(splitMinutes(0)).toEqual({ totalMinutes: 0, hours: 0, minutes: 0, roundedHours: 0 });
    expect(splitMinutes(59)).toEqual({ totalMinutes: 59, hours: 0, minutes: 59, roundedHours: 1 });
    expect(splitMinutes(60)).toEqual({ totalMinutes: 60, hours: 1, minutes: 0, roundedHours: 1 });
    expect(splitMinutes(150)).toEqual({
      totalMinutes: 150,
      hours: 2,
      minutes: 30,
      roundedHours: 3,
    });
    expect(splitMinutes(89)).toMatchObject({ hours: 1, minutes: 29, roundedHours: 1 });
  });

  it('rounds the average duration; 0 with no meetings', () => {
    expect(averageDuration(0, 0)).toBe(0);
    expect(averageDuration(75, 2)).toBe(38); // 37.5
    expect(averageDuration(61, 2)).toBe(31); // 30.5 → Too Long
    expect(averageDuration(89, 3)).toBe(30); // 29.67 → Good
  });

  it('keeps one decimal for per-member and per-meeting ratios', () => {
    expect(ratioOneDecimal(7, 3)).toBe(2.3);
    expect(ratioOneDecimal(5, 2)).toBe(2.5);
    expect(ratioOneDecimal(4, 0)).toBe(0);
  });
});

describe('statusDistribution (spec 2.11, 2.12)', () => {
  it('adds the total and rounded percents', () => {
    expect(statusDistribution({ completed: 1, inProgress: 1, scheduled: 1 })).toEqual({
      completed: 1,
      inProgress: 1,
      scheduled: 1,
      total: 3,
      completedPercent: 33,
      inProgressPercent: 33,
      scheduledPercent: 33,
    });
    expect(statusDistribution({ completed: 0, inProgress: 0, scheduled: 0 }).completedPercent).toBe(
      0,
    );
  });
});
