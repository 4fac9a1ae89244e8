/**
 * Pure figures of the default dashboard's Productivity Insights (spec 2.3, 9). The stat cards'
 * counts come from the server (`useMeetingStatusCounts` of the meetings feature).
 */

/** Productivity Insights' "this week" count: the total divided by 4, rounded up. */
export const thisWeekCount = (total: number): number => Math.ceil(Math.max(0, total) / 4);

/** Productivity Insights' message: Great productivity! above 5 meetings, else Keep scheduling meetings. */
export const productivityMessage = (total: number): string =>
  total > 5 ? 'Great productivity!' : 'Keep scheduling meetings';
