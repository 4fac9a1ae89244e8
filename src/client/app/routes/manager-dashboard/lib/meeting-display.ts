/**
 * Display rules for meeting rows on the manager dashboard (spec 2.3, 2.4, 4, 9): the meetings
 * feature's, shared by every dashboard. The counts come from the server
 * (`useMeetingStatusCounts`), This Week from `useThisWeekMeetings`.
 */
export { counterpartName, meetingTitle } from '@/client/features/meetings';
