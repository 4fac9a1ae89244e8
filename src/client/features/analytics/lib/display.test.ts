import { describe, expect, it } from 'vitest';
import {
  actionCountText,
  daysAgoText,
  daysOverdueText,
  hoursAndMinutes,
  itemStatusLabel,
  meetingLabel,
  oneDecimal,
  parseMemberId,
  urgencyBadgeText,
} from './display';
import { describeBars } from '../components/bar-chart';
import { statusBars } from '../components/status-distribution-chart';
import { rateTone } from './tones';

describe('urgencyBadgeText (spec 2.15)', () => {
  it('reads the level in capitals followed by PRIORITY', () => {
    expect(urgencyBadgeText('high')).toBe('HIGH PRIORITY');
    expect(urgencyBadgeText('medium')).toBe('MEDIUM PRIORITY');
    expect(urgencyBadgeText('low')).toBe('LOW PRIORITY');
  });
});

describe('day counts (spec 2.15)', () => {
  it('says "n days overdue" and "n days ago", singular for one day', () => {
    expect(daysOverdueText(3)).toBe('3 days overdue');
    expect(daysOverdueText(1)).toBe('1 day overdue');
    expect(daysAgoText(14)).toBe('14 days ago');
    expect(daysAgoText(1)).toBe('1 day ago');
  });
});

describe('hoursAndMinutes (spec 2.11, 9)', () => {
  it('shows hours and minutes, minutes alone under an hour', () => {
    expect(hoursAndMinutes(2, 30)).toBe('2h 30m');
    expect(hoursAndMinutes(1, 0)).toBe('1h 0m');
    expect(hoursAndMinutes(0, 45)).toBe('45m');
    expect(hoursAndMinutes(0, 0)).toBe('0m');
  });
});

describe('oneDecimal', () => {
  it('drops a trailing .0 and keeps one decimal otherwise', () => {
    expect(oneDecimal(2)).toBe('2');
    expect(oneDecimal(1.5)).toBe('1.5');
    expect(oneDecimal(0)).toBe('0');
  });
});

describe('actionCountText', () => {
  it('pluralises', () => {
    expect(actionCountText(0)).toBe('0 action items');
    expect(actionCountText(1)).toBe('1 action item');
    expect(actionCountText(3)).toBe('3 action items');
  });
});

describe('meetingLabel', () => {
  it('prefers the title, then the agenda preview, then "Meeting on dd/MM/yyyy"', () => {
    expect(meetingLabel({ title: 'Weekly', agendaPreview: 'A', date: '2026-03-04' })).toBe(
      'Weekly',
    );
    expect(meetingLabel({ title: '  ', agendaPreview: 'Agenda', date: '2026-03-04' })).toBe(
      'Agenda',
    );
    for (const agendaPreview of ['', ' ', undefined]) {
      expect(meetingLabel({ title: null, agendaPreview, date: '2026-03-04' })).toBe(
        'Meeting on 04/03/2026',
      );
    }
  });
});

describe('parseMemberId (spec 2.12 Invalid Team Member ID)', () => {
  it('accepts positive integers only', () => {
    expect(parseMemberId('42')).toBe(42);
    expect(parseMemberId(undefined)).toBeNull();
    expect(parseMemberId('')).toBeNull();
    expect(parseMemberId('abc')).toBeNull();
    expect(parseMemberId('4.2')).toBeNull();
    expect(parseMemberId('-3')).toBeNull();
    expect(parseMemberId('0')).toBeNull();
    expect(parseMemberId('99999999999999999999')).toBeNull();
  });
});

describe('itemStatusLabel', () => {
  it('capitalises the status', () => {
    expect(itemStatusLabel('stuck')).toBe('Stuck');
    expect(itemStatusLabel('pending')).toBe('Pending');
  });
});

describe('charts', () => {
  it('status bars carry the server counts and percents, in spec order and colours', () => {
    const bars = statusBars({
      completed: 5,
      inProgress: 2,
      scheduled: 3,
      total: 10,
      completedPercent: 50,
      inProgressPercent: 20,
      scheduledPercent: 30,
    });
    expect(bars.map((b) => [b.label, b.display, b.tone])).toEqual([
      ['Completed', '5 (50%)', 'green'],
      ['In Progress', '2 (20%)', 'orange'],
      ['Scheduled', '3 (30%)', 'blue'],
    ]);
    expect(describeBars('Meeting status distribution', bars)).toBe(
      'Meeting status distribution: Completed 5 (50%), In Progress 2 (20%), Scheduled 3 (30%).',
    );
  });
  it('describes an empty chart', () => {
    expect(describeBars('Chart', [])).toBe('Chart: no data.');
  });
  it('colours completion rates in the follow-through bands', () => {
    expect(rateTone(80)).toBe('green');
    expect(rateTone(79)).toBe('blue');
    expect(rateTone(60)).toBe('blue');
    expect(rateTone(59)).toBe('amber');
  });
});
