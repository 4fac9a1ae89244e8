/**
 * Derived figures of the dashboards (spec 9 "Business constants and limits").
 * Pure and isomorphic: the server's analytics and the client's cards use the same rules.
 */

/**
 * Completion rate of spec 9: the rounded percent of completed meetings over all meetings,
 * 0 when there are none. `completed` and `total` are counts; the result is an integer 0–100
 * (clamped, so a stale `completed` above `total` never shows more than 100).
 */
export function completionRate(completed: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  const rate = Math.round((Math.max(0, completed) / total) * 100);
  return Math.min(100, rate);
}
