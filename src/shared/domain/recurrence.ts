/**
 * The recurrence rules of a series of 1:1s, in ONE place for server and client
 * (docs/decisions/0011-series.md): which RRULE values are accepted (RFC 5545 3.3.10, limited
 * to what the meeting form offers), how far occurrences are materialised, the local dates a
 * rule yields, the form's Repeats/Ends choices and a human description.
 *
 * Expansion is in floating local time: the `rrule` library works on the series' local start
 * date and time as if they were UTC fields, so "10:00 every Tuesday" stays 10:00 across DST
 * changes; turning a local date + time into an instant in the series' IANA zone is the
 * caller's job (`meetingStartInstant` on the server). Every date here is a local `yyyy-MM-dd`.
 */
import * as rruleModule from 'rrule';
import type { Options } from 'rrule';
import { addDays, addMonths } from './dates';

/** COUNT may not exceed this many occurrences. */
export const MAX_OCCURRENCES = 260;
/** INTERVAL lies in 1…4 (weekly, every 2 / 4 weeks; monthly). */
export const MAX_INTERVAL = 4;
/** No series reaches more than this many years past its start date. */
export const MAX_SERIES_YEARS = 5;
/** The window materialised ahead: at least this many occurrences from the start… */
export const WINDOW_MIN_OCCURRENCES = 8;
/** …or this many days from today, whichever reaches further. */
export const WINDOW_DAYS = 90;

/**
 * The `rrule` library from either build: bundlers (the client) read its ES module, whose named
 * exports are there; Node (server, tests, scripts) loads its UMD `main`, whose exports sit on
 * `default` only (see also src/server/modules/calendar/rrule.ts).
 */
const rruleLib: typeof rruleModule =
  'RRule' in rruleModule && rruleModule.RRule
    ? rruleModule
    : (Reflect.get(rruleModule, 'default') as typeof rruleModule);
const { RRule, Weekday, datetime } = rruleLib;
type Weekday = rruleModule.Weekday;
type RRule = rruleModule.RRule;

const ALLOWED_PARTS = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'COUNT', 'UNTIL']);
const DAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const POSITION_NAMES: Record<number, string> = {
  1: 'first',
  2: 'second',
  3: 'third',
  4: 'fourth',
  [-1]: 'last',
};

/** A validated rule, in the canonical parts Cadence stores. */
export interface SeriesRule {
  freq: 'WEEKLY' | 'MONTHLY';
  interval: number;
  /** Weekday, 0 = Monday … 6 = Sunday. */
  weekday: number;
  /** Monthly only: 1…4, or -1 for the last such weekday of the month. */
  position: number | null;
  count: number | null;
  /** Last local date a slot may fall on (inclusive), `yyyy-MM-dd`. */
  until: string | null;
}

export type RuleResult =
  { ok: true; rule: SeriesRule; rrule: string } | { ok: false; message: string };

function parts(date: string): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number];
}

/** Weekday of a local date, 0 = Monday … 6 = Sunday. */
export function weekdayOf(date: string): number {
  const [y, m, d] = parts(date);
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** Position of `date`'s weekday in its month: 1…4, or -1 for a fifth (last) one. */
export function weekdayPositionOf(date: string): number {
  const day = parts(date)[2];
  const n = Math.ceil(day / 7);
  return n >= 5 ? -1 : n;
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** Last date (inclusive) any series starting on `startDate` may reach. */
export function seriesHardEnd(startDate: string): string {
  return addDays(addMonths(startDate, MAX_SERIES_YEARS * 12), -1);
}

/** The canonical RRULE value of `rule` (no "RRULE:" prefix), e.g. `FREQ=MONTHLY;BYDAY=2TU;COUNT=6`. */
export function formatRule(rule: SeriesRule): string {
  const day = `${rule.position ?? ''}${DAY_CODES[rule.weekday]}`;
  const out = [`FREQ=${rule.freq}`];
  if (rule.interval > 1) out.push(`INTERVAL=${rule.interval}`);
  out.push(`BYDAY=${day}`);
  if (rule.count !== null) out.push(`COUNT=${rule.count}`);
  if (rule.until !== null) out.push(`UNTIL=${rule.until.replace(/-/g, '')}`);
  return out.join(';');
}

function toRRule(rule: SeriesRule, startDate: string, startTime = '00:00'): RRule {
  const [y, m, d] = parts(startDate);
  const [hh, mm] = startTime.split(':').map(Number) as [number, number];
  const until = rule.until ?? seriesHardEnd(startDate);
  const [uy, um, ud] = parts(until < seriesHardEnd(startDate) ? until : seriesHardEnd(startDate));
  const options: Partial<Options> = {
    freq: rule.freq === 'WEEKLY' ? RRule.WEEKLY : RRule.MONTHLY,
    interval: rule.interval,
    byweekday: [rule.position === null ? rule.weekday : new Weekday(rule.weekday, rule.position)],
    dtstart: datetime(y, m, d, hh, mm),
    until: datetime(uy, um, ud, 23, 59, 59),
  };
  if (rule.count !== null) options.count = rule.count;
  return new RRule(options);
}

/**
 * Validates an RRULE value for a series starting on local `startDate` (`yyyy-MM-dd`) and
 * returns its canonical form. Accepted: `FREQ=WEEKLY|MONTHLY`, `INTERVAL` 1–4, `BYDAY` (the
 * start's weekday; monthly with the start's position, e.g. `2TU`; filled in when absent),
 * `COUNT` ≤ 260 or `UNTIL` (a date, or a date-time whose date counts), never both; the series
 * may not reach more than 5 years past its start. An optional `RRULE:` prefix is dropped.
 * Never throws: `{ ok: false, message }` says what is wrong, in words for the form.
 */
export function parseSeriesRule(value: string, startDate: string): RuleResult {
  const text = value.trim().replace(/^RRULE:/i, '');
  const fail = (message: string): RuleResult => ({ ok: false, message });
  if (!text || /[\r\n]/.test(text)) return fail('Repeats is not a recurrence rule');
  const entries = text.split(';').map((p) => p.split('='));
  if (entries.some((e) => e.length !== 2 || !e[0] || !e[1])) {
    return fail('Repeats is not a recurrence rule');
  }
  const keys = entries.map((e) => e[0]!.toUpperCase());
  const unknown = keys.find((k) => !ALLOWED_PARTS.has(k));
  if (unknown)
    return fail(`A series cannot use ${unknown}; only FREQ, INTERVAL, BYDAY, COUNT, UNTIL`);
  if (new Set(keys).size !== keys.length) return fail('Each part of the rule may appear once');
  let options: Partial<Options>;
  try {
    options = RRule.parseString(text);
  } catch {
    return fail('Repeats is not a recurrence rule');
  }
  const freq =
    options.freq === RRule.WEEKLY ? 'WEEKLY' : options.freq === RRule.MONTHLY ? 'MONTHLY' : null;
  if (!freq) return fail('A series repeats weekly or monthly');
  const interval = options.interval ?? 1;
  if (!Number.isInteger(interval) || interval < 1 || interval > MAX_INTERVAL) {
    return fail(`The interval must be between 1 and ${MAX_INTERVAL}`);
  }
  const weekday = weekdayOf(startDate);
  const position = freq === 'MONTHLY' ? weekdayPositionOf(startDate) : null;
  const days = options.byweekday
    ? Array.isArray(options.byweekday)
      ? options.byweekday
      : [options.byweekday]
    : [];
  if (days.length > 1) return fail('A series repeats on one weekday');
  const day = days[0];
  if (day !== undefined) {
    const wd = typeof day === 'number' ? day : (day as Weekday).weekday;
    const n = typeof day === 'number' ? undefined : (day as Weekday).n;
    if (wd !== weekday)
      return fail(`The series repeats on the start date's weekday (${DAY_NAMES[weekday]})`);
    if (freq === 'WEEKLY' && n) return fail('A weekly series has no weekday position');
    if (freq === 'MONTHLY' && n !== position) {
      return fail(
        `A monthly series starting on ${startDate} repeats on the ${POSITION_NAMES[position!]} ${DAY_NAMES[weekday]}`,
      );
    }
  }
  if (options.count !== undefined && options.count !== null && options.until) {
    return fail('A series ends after a number of times or on a date, not both');
  }
  const count = options.count ?? null;
  if (count !== null && (!Number.isInteger(count) || count < 1 || count > MAX_OCCURRENCES)) {
    return fail(`A series has between 1 and ${MAX_OCCURRENCES} occurrences`);
  }
  const until = options.until ? isoDate(options.until) : null;
  if (until !== null && until < startDate)
    return fail('The end date cannot be before the start date');
  const rule: SeriesRule = { freq, interval, weekday, position, count, until };
  const limit = seriesHardEnd(startDate);
  if (until !== null && until > limit) {
    return fail(`A series may not reach more than ${MAX_SERIES_YEARS} years past its start`);
  }
  if (count !== null) {
    const all = toRRule({ ...rule, count: null }, startDate).all((_, i) => i < count);
    if (all.length < count) {
      return fail(`A series may not reach more than ${MAX_SERIES_YEARS} years past its start`);
    }
  }
  return { ok: true, rule, rrule: formatRule(rule) };
}

/**
 * Like `parseSeriesRule` for a rule already stored (canonical).
 * @throws Error when `rrule` is not valid for `startDate` (a stored rule always is).
 */
export function ruleOf(rrule: string, startDate: string): SeriesRule {
  const key = `${startDate}|${rrule}`;
  const known = parsedRules.get(key);
  if (known) return known;
  const parsed = parseSeriesRule(rrule, startDate);
  if (!parsed.ok) throw new Error(`invalid stored series rule: ${parsed.message}`);
  if (parsedRules.size >= 10_000) parsedRules.clear();
  parsedRules.set(key, parsed.rule);
  return parsed.rule;
}

/** Rules already checked, by start date and RRULE (the window job reads thousands). */
const parsedRules = new Map<string, SeriesRule>();

/**
 * The local dates (`yyyy-MM-dd`, ascending) of the slots of `rrule` starting on `startDate`,
 * within [`from`, `to`] (inclusive; both optional), never past the 5-year limit.
 */
export function occurrenceDates(
  rrule: string,
  startDate: string,
  range: { from?: string; to?: string } = {},
): string[] {
  const rule = ruleOf(rrule, startDate);
  const to = range.to;
  const dates = toRRule(rule, startDate)
    .all((date) => (to === undefined ? true : isoDate(date) <= to))
    .map(isoDate);
  return dates.filter(
    (d) => (range.from === undefined || d >= range.from) && (to === undefined || d <= to),
  );
}

/** The last slot of the series (its end by COUNT, UNTIL or the 5-year limit), `yyyy-MM-dd`. */
export function lastOccurrenceDate(rrule: string, startDate: string): string {
  const dates = occurrenceDates(rrule, startDate);
  return dates[dates.length - 1] ?? startDate;
}

/**
 * The materialised window of a series on `today` (local `yyyy-MM-dd`) in one pass of the rule:
 * `end`, the later of the 8th slot from the start and today + 90 days (callers cap it with the
 * series' last slot), and the slot `dates` up to `end` that come after `after` (exclusive; all
 * when omitted).
 */
export function windowSlots(
  rrule: string,
  startDate: string,
  today: string,
  after?: string,
): { end: string; dates: string[] } {
  const rule = ruleOf(rrule, startDate);
  const ahead = addDays(today, WINDOW_DAYS);
  const slots: string[] = [];
  toRRule(rule, startDate).all((date, i) => {
    const d = isoDate(date);
    if (i >= WINDOW_MIN_OCCURRENCES && d > ahead) return false;
    slots.push(d);
    return true;
  });
  const eighth = slots[Math.min(WINDOW_MIN_OCCURRENCES, slots.length) - 1] ?? startDate;
  const end = eighth > ahead ? eighth : ahead;
  return { end, dates: slots.filter((d) => after === undefined || d > after) };
}

/** `windowSlots(…).end` when only the window's end is wanted. */
export function windowEnd(rrule: string, startDate: string, today: string): string {
  return windowSlots(rrule, startDate, today).end;
}

/**
 * The stored rule's parts read as they are (no check against a start date): what the meeting
 * page needs to describe the series from any of its occurrences, moved ones included.
 * @throws Error when `rrule` is not a weekly or monthly rule with one BYDAY.
 */
function readRule(rrule: string): SeriesRule {
  const options = RRule.parseString(rrule.replace(/^RRULE:/i, ''));
  const days = Array.isArray(options.byweekday) ? options.byweekday : [options.byweekday];
  const day = days[0];
  if (day === undefined || day === null) throw new Error('a series rule names its weekday');
  const weekday = typeof day === 'number' ? day : (day as Weekday).weekday;
  const n = typeof day === 'number' ? undefined : (day as Weekday).n;
  const freq = options.freq === RRule.MONTHLY ? 'MONTHLY' : 'WEEKLY';
  if (options.freq !== RRule.MONTHLY && options.freq !== RRule.WEEKLY) {
    throw new Error('a series repeats weekly or monthly');
  }
  return {
    freq,
    interval: options.interval ?? 1,
    weekday,
    position: freq === 'MONTHLY' ? (n ?? 1) : null,
    count: options.count ?? null,
    until: options.until ? isoDate(options.until) : null,
  };
}

/**
 * "Every 2 weeks on Tuesday", "Monthly on the second Tuesday", with ", 6 times" /
 * ", until 2027-06-01" (the stored rule, read as it is).
 * @throws Error when `rrule` is not a series rule.
 */
export function describeRule(rrule: string): string {
  const rule = readRule(rrule);
  const day = DAY_NAMES[rule.weekday]!;
  let text: string;
  if (rule.freq === 'WEEKLY') {
    text = rule.interval === 1 ? `Weekly on ${day}` : `Every ${rule.interval} weeks on ${day}`;
  } else {
    const on = `on the ${POSITION_NAMES[rule.position ?? 1]} ${day}`;
    text = rule.interval === 1 ? `Monthly ${on}` : `Every ${rule.interval} months ${on}`;
  }
  if (rule.count !== null) text += rule.count === 1 ? ', once' : `, ${rule.count} times`;
  if (rule.until !== null) text += `, until ${rule.until}`;
  return text;
}

/** The form's Repeats choices (spec 2.7 as extended by docs/decisions/0011-series.md). */
export const REPEATS_OPTIONS = [
  { value: 'none', label: 'Does not repeat' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'biweekly', label: 'Every 2 weeks' },
  { value: 'fourweekly', label: 'Every 4 weeks' },
  { value: 'monthly', label: 'Monthly' },
] as const;
export type Repeats = (typeof REPEATS_OPTIONS)[number]['value'];

/** The form's Ends choices. */
export const ENDS_OPTIONS = [
  { value: 'never', label: 'Never' },
  { value: 'on', label: 'On a date' },
  { value: 'after', label: 'After N times' },
] as const;
export type Ends = (typeof ENDS_OPTIONS)[number]['value'];

export interface RecurrenceChoice {
  repeats: Repeats;
  ends: Ends;
  /** Local `yyyy-MM-dd`, for ends = on. */
  until?: string;
  /** For ends = after. */
  count?: number;
}

/**
 * The RRULE the form's choice makes for a series starting on `startDate`, or null for
 * "Does not repeat". Not validated: send it and let `parseSeriesRule` answer.
 */
export function ruleFromChoice(choice: RecurrenceChoice, startDate: string): string | null {
  if (choice.repeats === 'none') return null;
  const weekly = choice.repeats !== 'monthly';
  const rule: SeriesRule = {
    freq: weekly ? 'WEEKLY' : 'MONTHLY',
    interval: choice.repeats === 'biweekly' ? 2 : choice.repeats === 'fourweekly' ? 4 : 1,
    weekday: weekdayOf(startDate),
    position: weekly ? null : weekdayPositionOf(startDate),
    count: choice.ends === 'after' ? (choice.count ?? 0) : null,
    until: choice.ends === 'on' ? (choice.until ?? '') : null,
  };
  return formatRule(rule);
}

/** The form's choice for a stored rule (the inverse of `ruleFromChoice`). */
export function choiceFromRule(rrule: string | null, startDate: string): RecurrenceChoice {
  if (!rrule) return { repeats: 'none', ends: 'never' };
  const rule = ruleOf(rrule, startDate);
  const repeats: Repeats =
    rule.freq === 'MONTHLY'
      ? 'monthly'
      : rule.interval === 2
        ? 'biweekly'
        : rule.interval === 4
          ? 'fourweekly'
          : 'weekly';
  if (rule.count !== null) return { repeats, ends: 'after', count: rule.count };
  if (rule.until !== null) return { repeats, ends: 'on', until: rule.until };
  return { repeats, ends: 'never' };
}

/**
 * The rule of the part of a series that continues from the slot `fromDate` on a new start
 * `newStart`: BYDAY follows the new start's weekday (and position), COUNT becomes what is left
 * after the slots before `fromDate`; UNTIL is kept (and dropped when it falls before `newStart`).
 */
export function continueRule(
  rrule: string,
  startDate: string,
  fromDate: string,
  newStart: string,
): string {
  const rule = ruleOf(rrule, startDate);
  const before = occurrenceDates(rrule, startDate, { to: addDays(fromDate, -1) }).length;
  const next: SeriesRule = {
    ...rule,
    weekday: weekdayOf(newStart),
    position: rule.freq === 'MONTHLY' ? weekdayPositionOf(newStart) : null,
    count: rule.count === null ? null : Math.max(1, rule.count - before),
    until: rule.until !== null && rule.until >= newStart ? rule.until : null,
  };
  if (rule.until !== null && rule.until < newStart) next.count = 1;
  return formatRule(next);
}

/** `rrule` ended on local `lastDate` (inclusive): COUNT dropped, UNTIL set. */
export function endRuleOn(rrule: string, startDate: string, lastDate: string): string {
  const rule = ruleOf(rrule, startDate);
  return formatRule({ ...rule, count: null, until: lastDate });
}
