/**
 * Meetings feature (spec 2.7, 2.13, 2.17): meeting queries and mutations, the meeting form,
 * the meeting list widgets and the meeting details.
 * Other features and app/ import this feature only from this file.
 */
import { deferred } from '@/client/lib/lazy';
export {
  MEETINGS_KEY,
  meetingQueries,
  useCancelMeeting,
  useEditMeetingAsTeamMember,
  useMeeting,
  useMeetingCount,
  useRelatedMeetings,
  useUpdateActionItemStatus,
} from './api/meetings';
export type { MeetingListParams } from './api/meetings';
export {
  statusCounts,
  thisWeekParams,
  useMeetingStatusCounts,
  useRecentMeetings,
  useThisWeekMeetings,
} from './api/dashboard-queries';
export type { MeetingStatusCounts } from './api/dashboard-queries';
export { MeetingFormDialog } from './components/meeting-form-dialog';
export type { MeetingFormRights } from './components/meeting-form-dialog';
/**
 * `MeetingFormDialog` and `CancelMeetingDialog` whose code (the form, its schemas and pickers)
 * is fetched when they first render: for a page that mounts them only once opened, so its own
 * chunk does not carry them (the manager dashboard, docs/archive/performance-log.md, Client "Lighthouse").
 */
export const MeetingFormDialogOnDemand = deferred(
  () => import('./components/meeting-form-dialog'),
  'MeetingFormDialog',
);
export const CancelMeetingDialogOnDemand = deferred(
  () => import('./components/cancel-meeting-dialog'),
  'CancelMeetingDialog',
);
export {
  hasMeetingFilters,
  MEETING_PERIODS,
  MeetingFilterBar,
  NO_MEETING_FILTERS,
} from './components/meeting-filter-bar';
export type {
  MeetingFilterBarProps,
  MeetingFilterField,
  MeetingFilterValues,
} from './components/meeting-filter-bar';
export { ThisWeekCard } from './components/this-week-card';
export { counterpartName, formatDuration, hasNotes, meetingTitle } from './utils/meeting-rows';
export { MeetingCard, WHEN_FACTS } from './components/meeting-card';
export type { MeetingCardDensity, MeetingCardProps, MeetingFact } from './components/meeting-card';
export { MeetingList } from './components/meeting-list';
export type { MeetingListProps } from './components/meeting-list';
export { MeetingRowActions } from './components/meeting-row-actions';
export { MeetingDetailsHeader } from './components/meeting-details-header';
export { MeetingDetailsSummary } from './components/meeting-details-summary';
export { MeetingSeriesBlock, seriesLine } from './components/meeting-series-block';
export { CancelMeetingDialog } from './components/cancel-meeting-dialog';
export { MeetingDetailsSections } from './components/meeting-details-sections';
export {
  liveDocumentName,
  liveUrl,
  parseLiveMessage,
  peopleOf,
  useLiveMeeting,
} from './api/live-meeting';
export type {
  LiveChange,
  LiveConnection,
  LiveMeeting,
  LivePerson,
  LiveRefusal,
} from './api/live-meeting';
export {
  LIVE_STATUS_NAME,
  LIVE_STATUS_TEXT,
  LiveStatusLine,
  liveStatusKind,
} from './components/live-status';
export { WhoIsHere } from './components/who-is-here';
export { LiveMeetingTexts } from './components/live-meeting-texts';
export { MeetingDetailsError, MeetingDetailsLoading } from './components/meeting-details-states';
export {
  buildMeetingExportText,
  loadRichTextToPlain,
  meetingExportFileName,
} from './utils/meeting-export';
export { downloadTextFile } from './utils/download-text-file';
export { sanitizeRichText } from './components/sanitize-rich-text';
export { RichTextEditor } from './components/rich-text-editor';
export type { RichTextEditorProps } from './components/rich-text-editor';
export { StatusBadge } from './components/status-badge';
export { MeetingTime } from './components/meeting-time';
