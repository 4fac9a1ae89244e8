/**
 * The shared 1:1 (docs/decisions/0013-shared-1on1.md): talking points, the open action items of
 * earlier 1:1s, private notes, "Was this 1:1 useful?" and its trend, for the meeting page and
 * Team Analytics. Other features and app/ import this feature only from this file.
 */
export {
  TALKING_POINTS_KEY,
  talkingPointQueries,
  useAddTalkingPoint,
  useDeleteTalkingPoint,
  useTalkingPoints,
  useUpdateTalkingPoint,
} from './api/talking-points';
export { privateNoteQueries, usePrivateNote, useSavePrivateNote } from './api/private-note';
export { feedbackQueries, useFeedbackTrend, useOwnFeedback, useSaveFeedback } from './api/feedback';
export { TalkingPointsCard } from './components/talking-points-card';
export { OpenActionItemsCard } from './components/open-action-items-card';
export { PrivateNotesCard } from './components/private-notes-card';
export { FeedbackCard } from './components/feedback-card';
export { FeedbackTrendCard } from './components/feedback-trend-card';
