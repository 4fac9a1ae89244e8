import { describe, expect, it } from 'vitest';
import {
  choiceFromRule,
  continueRule,
  describeRule,
  endRuleOn,
  lastOccurrenceDate,
  occurrenceDates,
  parseSeriesRule,
  ruleFromChoice,
  windowEnd,
} from './recurrence';

describe('series rules (src/shared/domain/recurrence.ts)', () => {
  it('describes a rule in words', () => {
    expect(describeRule('FREQ=WEEKLY;INTERVAL=2;BYDAY=TU')).toBe('Every 2 weeks on Tuesday');
    expect(describeRule('FREQ=MONTHLY;BYDAY=2TU')).toBe('Monthly on the second Tuesday');
    expect(describeRule('FREQ=WEEKLY;BYDAY=TU;COUNT=6')).toBe('Weekly on Tuesday, 6 times');
    expect(describeRule('FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20271231')).toBe(
      'Monthly on the last Friday, until 2027-12-31',
    );
  });

  it('canonicalises and fills BYDAY from the start date; a fifth weekday is the last', () => {
    expect(parseSeriesRule('RRULE:FREQ=WEEKLY;INTERVAL=1', '2027-03-16')).toMatchObject({
      ok: true,
      rrule: 'FREQ=WEEKLY;BYDAY=TU',
    });
    expect(parseSeriesRule('FREQ=MONTHLY', '2027-03-30')).toMatchObject({
      rrule: 'FREQ=MONTHLY;BYDAY=-1TU',
    });
    expect(occurrenceDates('FREQ=MONTHLY;BYDAY=-1TU;COUNT=3', '2027-03-30')).toEqual([
      '2027-03-30',
      '2027-04-27',
      '2027-05-25',
    ]);
  });

  it('includes the UNTIL date and stops at the 5-year limit', () => {
    expect(occurrenceDates('FREQ=WEEKLY;BYDAY=TU;UNTIL=20270330', '2027-03-16')).toEqual([
      '2027-03-16',
      '2027-03-23',
      '2027-03-30',
    ]);
    expect(lastOccurrenceDate('FREQ=WEEKLY;BYDAY=TU', '2027-03-16')).toBe('2032-03-09');
    expect(occurrenceDates('FREQ=WEEKLY;BYDAY=TU', '2027-03-16')).toHaveLength(261);
  });

  it('windows the later of 8 slots and today + 90 days', () => {
    expect(windowEnd('FREQ=MONTHLY;BYDAY=3TU', '2027-03-16', '2027-03-01')).toBe('2027-10-19');
    expect(windowEnd('FREQ=WEEKLY;BYDAY=TU', '2027-03-16', '2027-03-01')).toBe('2027-05-30');
  });

  it('continues and ends rules for splits', () => {
    expect(
      continueRule('FREQ=WEEKLY;BYDAY=TU;COUNT=10', '2027-03-16', '2027-04-06', '2027-04-08'),
    ).toBe('FREQ=WEEKLY;BYDAY=TH;COUNT=7');
    expect(endRuleOn('FREQ=WEEKLY;BYDAY=TU;COUNT=10', '2027-03-16', '2027-04-05')).toBe(
      'FREQ=WEEKLY;BYDAY=TU;UNTIL=20270405',
    );
  });

  it('turns the form choice into a rule and back', () => {
    const rule = ruleFromChoice({ repeats: 'biweekly', ends: 'after', count: 5 }, '2027-03-16');
    expect(rule).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;COUNT=5');
    expect(choiceFromRule(rule, '2027-03-16')).toEqual({
      repeats: 'biweekly',
      ends: 'after',
      count: 5,
    });
    expect(ruleFromChoice({ repeats: 'none', ends: 'never' }, '2027-03-16')).toBeNull();
    expect(
      ruleFromChoice({ repeats: 'monthly', ends: 'on', until: '2027-12-31' }, '2027-03-09'),
    ).toBe('FREQ=MONTHLY;BYDAY=2TU;UNTIL=20271231');
  });
});
