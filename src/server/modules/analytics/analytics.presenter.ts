/**
 * Turns aggregated counts into the response rows of the analytics calls (convention 6): only the
 * identity fields a page shows, and the figures of src/shared/domain/metrics.ts applied to the
 * SQL counts (spec 3 "Derived per-member performance", 9).
 */
import { completionRate, performanceScore } from '@/shared/domain/metrics';
import type { AnalyticsPerson, MemberPerformance } from '@/shared/schemas/analytics';
import { fullName } from '../users/users.presenter';
import type { MemberItemStats, MemberMeetingStats } from './analytics.aggregates';

/** The identity columns of a member row (users). */
export type PersonRow = Pick<
  MemberMeetingStats,
  'id' | 'username' | 'email' | 'firstName' | 'lastName' | 'jobTitle' | 'role'
>;

/** The identity fields of a member row. */
export function presentPerson(row: PersonRow): AnalyticsPerson {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    name: fullName(row),
    jobTitle: row.jobTitle,
    role: row.role,
  };
}

/**
 * Derived per-member performance (spec 3): meeting completion rate, action-item rate (analytics
 * rule: completed meeting or completed item) and the 60/40 performance score.
 */
export function presentPerformance(
  row: MemberMeetingStats,
  items: MemberItemStats,
): MemberPerformance {
  const rate = completionRate(row.completed, row.total);
  const actionItemRate = completionRate(items.completed, items.total);
  return {
    ...presentPerson(row),
    totalMeetings: row.total,
    completedMeetings: row.completed,
    completionRate: rate,
    totalActionItems: items.total,
    completedActionItems: items.completed,
    actionItemRate,
    performanceScore: performanceScore(rate, actionItemRate),
  };
}

/** Sorts rows by name (first, then last), then id, case-insensitive. */
export function byName<T extends { firstName: string | null; lastName: string | null; id: number }>(
  a: T,
  b: T,
): number {
  const cmp = (x: string | null, y: string | null) =>
    (x ?? '').localeCompare(y ?? '', 'en', { sensitivity: 'base' });
  return cmp(a.firstName, b.firstName) || cmp(a.lastName, b.lastName) || a.id - b.id;
}
