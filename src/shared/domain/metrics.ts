/**
 * Derived figures of the dashboards and analytics pages (spec 2.10–2.15, 3 "Derived per-member
 * performance", 4, 9). Pure and isomorphic: the server applies them to SQL aggregates and the
 * client to what it shows, so each rule is written once. Dates are `yyyy-MM-dd` calendar dates,
 * durations are minutes, percentages are integers 0–100.
 */
import { daysBetween } from './dates';

// Item states, overdue and upcoming are defined in figures.ts (docs/glossary.md).

/**
 * Completion rate of spec 9: the rounded percent of completed meetings over all meetings,
 * 0 when there are none. `completed` and `total` are counts; the result is an integer 0–100
 * (clamped, so a stale `completed` above `total` never shows more than 100). Also used for
 * every other "rounded percent of a part over a whole" (action-item rate, participation).
 */
export function completionRate(completed: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  const rate = Math.round((Math.max(0, completed) / total) * 100);
  return Math.min(100, rate);
}

/**
 * Performance score of spec 9 and 3: 60 % of the meeting completion rate plus 40 % of the
 * action-item completion rate, both percents 0–100; rounded to an integer.
 */
export function performanceScore(meetingRate: number, actionItemRate: number): number {
  return Math.round(0.6 * meetingRate + 0.4 * actionItemRate);
}

export type TeamPerformanceLabel = 'Excellent' | 'Good' | 'Fair' | 'Needs Improvement';

/** Team performance label of spec 2.11 / 9: >= 90 Excellent, >= 75 Good, >= 60 Fair, else Needs Improvement. */
export function teamPerformanceLabel(score: number): TeamPerformanceLabel {
  if (score >= 90) return 'Excellent';
  if (score >= 75) return 'Good';
  if (score >= 60) return 'Fair';
  return 'Needs Improvement';
}

/** Meeting efficiency of spec 2.11 / 9: an average duration of 30 minutes or less is Good, else Too Long. */
export function meetingEfficiency(averageMinutes: number): 'Good' | 'Too Long' {
  return averageMinutes <= 30 ? 'Good' : 'Too Long';
}

/** Team participation colour of spec 2.11 / 9: >= 90 % green, >= 70 % blue, else amber. */
export function participationColour(percent: number): 'green' | 'blue' | 'amber' {
  if (percent >= 90) return 'green';
  if (percent >= 70) return 'blue';
  return 'amber';
}

/**
 * Action-item follow-through of spec 2.11 / 9: the rounded percent of completed items and its
 * colour (>= 80 green, >= 60 blue, else red); both null ("N/A") when there are no items.
 */
export function followThrough(
  completed: number,
  total: number,
): { percent: number | null; colour: 'green' | 'blue' | 'red' | null } {
  if (total <= 0) return { percent: null, colour: null };
  const percent = completionRate(completed, total);
  return { percent, colour: percent >= 80 ? 'green' : percent >= 60 ? 'blue' : 'red' };
}

export type UrgencyLevel = 'none' | 'low' | 'medium' | 'high';

/** Urgency of a member behind schedule (spec 4, 9): 0 none, 1–2 low, 3–5 medium, more than 5 high. */
export function urgencyLevel(behindCount: number): UrgencyLevel {
  if (behindCount <= 0) return 'none';
  if (behindCount <= 2) return 'low';
  if (behindCount <= 5) return 'medium';
  return 'high';
}

/** Whole days from a past `date` to `today` ("n days overdue", "n days ago" of spec 2.15). */
export function daysOverdue(date: string, today: string): number {
  return daysBetween(date, today);
}

/**
 * "This month" (spec 2.11, 2.12): `date` lies in the same calendar month as `today`, the
 * viewer's calendar day (todayIn(users.timezone)).
 */
export function isThisMonth(date: string, today: string): boolean {
  return date.slice(0, 7) === today.slice(0, 7);
}

/** Inclusive `yyyy-MM-dd` bounds of the calendar month of `today` (for SQL `between`). */
export function monthBounds(today: string): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const month = String(m).padStart(2, '0');
  return { from: `${y}-${month}-01`, to: `${y}-${month}-${String(last).padStart(2, '0')}` };
}

/**
 * Total meeting time of spec 2.11 / 9 from `totalMinutes`: whole `hours` plus the remaining
 * `minutes` (0–59), and `roundedHours` (Math.round of the hours) for an "about N h" display.
 */
export function splitMinutes(totalMinutes: number): {
  totalMinutes: number;
  hours: number;
  minutes: number;
  roundedHours: number;
} {
  const total = Math.max(0, Math.round(totalMinutes));
  return {
    totalMinutes: total,
    hours: Math.floor(total / 60),
    minutes: total % 60,
    roundedHours: Math.round(total / 60),
  };
}

/** Average duration of spec 2.11 / 9: `totalMinutes / count` rounded to whole minutes; 0 with no meetings. */
export function averageDuration(totalMinutes: number, count: number): number {
  return count > 0 ? Math.round(totalMinutes / count) : 0;
}

/** `part / whole` with one decimal (meetings per member, action items per meeting; spec 2.11); 0 when `whole` is 0. */
export function ratioOneDecimal(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 10) / 10 : 0;
}

/** Counts of the three meeting statuses with their rounded percents over their sum (spec 2.11, 2.12 status distribution). */
export function statusDistribution(counts: {
  completed: number;
  inProgress: number;
  scheduled: number;
}): {
  completed: number;
  inProgress: number;
  scheduled: number;
  total: number;
  completedPercent: number;
  inProgressPercent: number;
  scheduledPercent: number;
} {
  const total = counts.completed + counts.inProgress + counts.scheduled;
  return {
    ...counts,
    total,
    completedPercent: completionRate(counts.completed, total),
    inProgressPercent: completionRate(counts.inProgress, total),
    scheduledPercent: completionRate(counts.scheduled, total),
  };
}
