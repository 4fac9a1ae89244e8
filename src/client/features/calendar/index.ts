/**
 * Calendar feature: the profile's "Calendar feed" section (the private subscription URL of the
 * user's 1:1s, Copy, Subscribe, Reset link) and its query factory.
 */
export { CALENDAR_KEY, calendarQueries, webcalUrl } from './api/calendar-feed';
export { CalendarFeedSection } from './components/calendar-feed-section';
