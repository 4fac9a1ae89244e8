/**
 * Date select of My Meetings (spec 2.6, 7): the values the server receives (`today`, `week` =
 * the last 7 days, `month` = since the same day one month earlier, in the user's timezone;
 * `all` sends nothing) and their labels.
 */
export const MEETING_DATE_FILTERS = [
  { value: 'all', label: 'All Dates' },
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'This Week' },
  { value: 'month', label: 'This Month' },
] as const;
export type MeetingDateFilter = (typeof MEETING_DATE_FILTERS)[number]['value'];
