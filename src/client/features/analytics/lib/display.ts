/**
 * Display helpers of the analytics pages (spec 2.10–2.15, 9). They only format figures the
 * server computed (src/shared/schemas/analytics.ts); none of them counts meetings.
 */
import type { UrgencyLevel } from '@/shared/schemas/analytics';
import { formatDisplayDate } from '@/shared/domain/dates';

/** "1 day" / "n days". */
export function dayCount(n: number): string {
  return `${n} ${n === 1 ? 'day' : 'days'}`;
}

/** "n days overdue" of an overdue meeting (spec 2.15). */
export const daysOverdueText = (n: number): string => `${dayCount(n)} overdue`;

/** "n days ago" of an overdue action item (spec 2.15). */
export const daysAgoText = (n: number): string => `${dayCount(n)} ago`;

/** The urgency badge text of spec 2.15: the level in capitals followed by PRIORITY, e.g. "HIGH PRIORITY". */
export function urgencyBadgeText(level: UrgencyLevel): string {
  return `${level.toUpperCase()} PRIORITY`;
}

/** Total meeting time in hours and minutes (spec 2.11, 9): "2h 30m", "45m", "0m". */
export function hoursAndMinutes(hours: number, minutes: number): string {
  if (hours <= 0) return `${minutes}m`;
  return `${hours}h ${minutes}m`;
}

/** "30 min" (durations are minutes). */
export const minutesText = (minutes: number): string => `${minutes} min`;

/** A ratio with at most one decimal, without a trailing ".0": 2 → "2", 1.5 → "1.5". */
export function oneDecimal(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** "1 action item" / "n action items". */
export function actionCountText(n: number): string {
  return `${n} action ${n === 1 ? 'item' : 'items'}`;
}

/**
 * What to call a meeting in a list: its title, else its agenda's text (`agendaPreview`, the
 * server's first 50 characters of it), else "Meeting on dd/MM/yyyy" (spec 2.4 rule, reused by
 * Recent Activity and the overdue lists).
 */
export function meetingLabel(m: {
  title?: string | null;
  agendaPreview?: string;
  date: string;
}): string {
  return m.title?.trim() || m.agendaPreview?.trim() || `Meeting on ${formatDisplayDate(m.date)}`;
}

/**
 * The `:id` of /team-member/{id} as a positive integer, or null when missing or not a number
 * (spec 2.12 "Invalid Team Member ID").
 */
export function parseMemberId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** "Stuck", "Pending", "Completed": an action-item status for display. */
export function itemStatusLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : status;
}
