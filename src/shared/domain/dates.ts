/**
 * Calendar-date rules on `yyyy-MM-dd` strings (spec 5 "Client date filters", spec 9 date display).
 * "Today" is always a calendar day in an IANA timezone, never the server's local day.
 */

/** `todayIn`'s formatter per zone name: building an `Intl.DateTimeFormat` costs far more than using one. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A formatter of `yyyy-MM-dd` in `tz`, or null when `tz` is not a zone this runtime knows. */
function dayFormat(tz: string): Intl.DateTimeFormat | null {
  let fmt = dayFormats.get(tz);
  if (!fmt) {
    try {
      fmt = new Intl.DateTimeFormat('en-CA', {
        timeZone: tz,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      return null;
    }
    // Bounded: the zones people have set (a few hundred at most exist).
    if (dayFormats.size < 1000) dayFormats.set(tz, fmt);
  }
  return fmt;
}

/** The calendar date `yyyy-MM-dd` of instant `now` in timezone `tz` (IANA; invalid falls back to UTC). */
export function todayIn(tz: string, now: Date = new Date()): string {
  return (dayFormat(tz) ?? dayFormat('UTC')!).format(now);
}

/** Zone names are checked in `timezones.ts`; re-exported for the callers of this module. */
export { isValidTimezone } from './timezones';

function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return [y, m, d];
}

function fromUtc(dt: Date): string {
  return dt.toISOString().slice(0, 10);
}

/** `date` plus `days` calendar days (negative goes back). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return fromUtc(new Date(Date.UTC(y, m - 1, d + days)));
}

/** `date` plus `months` calendar months, clamped to the month's last day (Mar 31 - 1 month = Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return fromUtc(target);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

/** Display form `dd/MM/yyyy` (spec 9). */
export function formatDisplayDate(date: string): string {
  const [y, m, d] = date.split('-');
  if (!y || !m || !d) return date;
  return `${d}/${m}/${y}`;
}

/** Long form, e.g. `Friday, 20 November 2026`, for e-mail subjects (spec 2.7). */
export function formatLongDate(date: string): string {
  const [y, m, d] = parts(date);
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

export type DateWindow = 'today' | 'week' | 'month' | 'month30';

/**
 * Inclusive `[from, to]` range of a date filter relative to `today` (spec 5):
 * today = the same day; week = the last 7 days (today and the 6 before);
 * month = since the same day one month earlier; month30 = the last 30 days (stuck page).
 */
export function dateWindow(window: DateWindow, today: string): { from: string; to: string } {
  switch (window) {
    case 'today':
      return { from: today, to: today };
    case 'week':
      return { from: addDays(today, -6), to: today };
    case 'month':
      return { from: addMonths(today, -1), to: today };
    case 'month30':
      return { from: addDays(today, -29), to: today };
  }
}

/** Monday-to-Sunday week containing `today`, inclusive. */
export function calendarWeek(today: string): { from: string; to: string } {
  const [y, m, d] = parts(today);
  const dow = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 Sunday
  const fromMonday = (dow + 6) % 7;
  return { from: addDays(today, -fromMonday), to: addDays(today, 6 - fromMonday) };
}
