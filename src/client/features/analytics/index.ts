/**
 * Analytics feature (spec 2.10 to 2.15): team progress, team analytics, member performance,
 * action-items overview and behind-schedule pages.
 * Other features and app/ import this feature only from this file.
 */
export { analyticsKeys } from './api/analytics-keys';
export { analyticsQueries } from './api/analytics-queries';
export { ActionItemsOverviewPage } from './components/action-items-overview/action-items-overview-page';
export { BehindSchedulePage } from './components/behind-schedule/behind-schedule-page';
export { TeamAnalyticsPage } from './components/team-analytics/team-analytics-page';
export { MemberPerformancePage } from './components/member-performance/member-performance-page';
export { parseMemberId } from './lib/display';
export { TeamProgressPage } from './components/team-progress/team-progress-page';
