/**
 * Response shapes of the analytics calls (spec 2.10, 2.11, 2.12, 2.14, 2.15, 3 "Derived
 * per-member performance", 4, 9). Each page renders everything it shows from ONE call; no page
 * downloads meetings to count them in the browser. Figures follow src/shared/domain/metrics.ts.
 *
 * Endpoints (all GET, session required, JSON; the member lists of progress, action-items and
 * behind-schedule come a page at a time, `?limit&offset`, see analytics-query.ts):
 * - `/api/analytics/progress`        → {@link TeamProgressResponse}      (2.10, Manager/Supervisor/Senior Manager; Team Member 403)
 * - `/api/analytics/team`            → {@link TeamAnalyticsResponse}     (2.11, same roles)
 * - `/api/analytics/members/:id`     → {@link MemberPerformanceResponse} (2.12; 404 outside the caller's scope, a Team Member may read their own)
 * - `/api/analytics/action-items`    → {@link ActionItemsOverviewResponse} (2.14, same roles as /team)
 * - `/api/analytics/behind-schedule` → {@link BehindScheduleResponse}    (2.15, same roles as /team)
 *
 * Scope: a Manager or Supervisor counts the active people of their reporting line and the
 * meetings whose `teamMemberId` is one of them; a Senior Manager counts every active person of the
 * organisation who is not a Senior Manager. A member's meetings are those where they are the
 * team member (`teamMemberId`). Dates are `yyyy-MM-dd` local calendar dates, times `HH:mm`,
 * durations and totals in minutes; "today" and "this month" are the viewer's (users.timezone),
 * echoed in `today` / `timezone`. Percentages are integers 0–100.
 *
 * Action-item figures (docs/glossary.md): every item is pending, completed or stuck by
 * src/shared/domain/figures.ts `actionItemStateOf`, the same on every page, so
 * total = pending + completed + stuck for one person or team wherever it is shown.
 */
import { z } from 'zod';
import { MEETING_STATUSES } from '../domain/constants';
import type { TeamPerformanceLabel } from '../domain/metrics';
import { analyticsClockShape, analyticsPersonShape } from './analytics-people';
import { countSchema, idSchema, isoInstant, localDate, localTime } from './api';
import { userSchema } from './user';

export {
  analyticsClockShape,
  analyticsPersonSchema,
  analyticsPersonShape,
  type AnalyticsClock,
  type AnalyticsPerson,
} from './analytics-people';

/** Meeting status counts (spec 4): bars of the status distribution. */
export const statusDistributionSchema = z.object({
  completed: countSchema,
  inProgress: countSchema,
  scheduled: countSchema,
  /** Sum of the three (meetings with any other stored status are not counted anywhere). */
  total: countSchema,
  /** Rounded percent of each status over `total` (0 when none). */
  completedPercent: countSchema,
  inProgressPercent: countSchema,
  scheduledPercent: countSchema,
});
export type StatusDistribution = z.infer<typeof statusDistributionSchema>;

/** Total meeting time (spec 2.11, 9): `totalMinutes` = `hours` * 60 + `minutes`. */
const timeTotalsShape = {
  totalMinutes: countSchema,
  /** Whole hours of `totalMinutes` (floor). */
  hours: countSchema,
  /** Remaining minutes 0–59. */
  minutes: countSchema,
  /** Math.round(totalMinutes / 60), for an "about N h" display. */
  roundedHours: countSchema,
  /** Average meeting duration in minutes, rounded; 0 with no meetings. */
  averageDuration: countSchema,
};
export const timeTotalsSchema = z.object(timeTotalsShape);
export type TimeTotals = z.infer<typeof timeTotalsSchema>;

// ---------------------------------------------------------------- 2.10 Team Member Progress

/** One of the last 3 meetings of a member by update time (spec 2.10 "Recent Activity"). */
export const recentActivityItemSchema = z.object({
  meetingId: idSchema,
  title: z.string().nullable(),
  /** The first 50 characters of the agenda's text ('' when none), for the line's label. */
  agendaPreview: z.string(),
  date: localDate,
  startTime: localTime,
  status: z.enum(MEETING_STATUSES),
  /** ISO instant of the last change. */
  updatedAt: isoInstant,
});
export type RecentActivityItem = z.infer<typeof recentActivityItemSchema>;

/** One member card of /team-progress (spec 2.10). */
export const progressMemberRowSchema = z.object({
  ...analyticsPersonShape,
  totalMeetings: countSchema,
  completedMeetings: countSchema,
  /** completionRate(completedMeetings, totalMeetings). */
  completionRate: countSchema,
  /** Scheduled meetings dated today or later (viewer's today). */
  upcomingMeetings: countSchema,
  totalActionItems: countSchema,
  /** Completed items (figures.ts). */
  completedActionItems: countSchema,
  /** Pending items (figures.ts: neither completed nor stuck); 0 with no stuck item shows "All Complete". */
  pendingActionItems: countSchema,
  /** Stuck items (figures.ts). */
  stuckActionItems: countSchema,
  /** Last 3 meetings by updatedAt, newest first. */
  recentActivity: z.array(recentActivityItemSchema),
});
export type ProgressMemberRow = z.infer<typeof progressMemberRowSchema>;

/**
 * GET /api/analytics/progress?search&limit&offset (spec 2.10; query: teamProgressQuerySchema).
 * `members`: one page of the members matching `search`, sorted by name.
 */
export const teamProgressResponseSchema = z.object({
  ...analyticsClockShape,
  /** Every member of the scope, whatever the search and the page. */
  totals: z.object({
    /** Total Team Members card. */
    members: countSchema,
    /** Total Action Items card (links to /action-items-overview). */
    actionItems: countSchema,
    /** Sum of the members' pending items (figures.ts). */
    pendingActionItems: countSchema,
    /** Sum of the members' stuck items (figures.ts). */
    stuckActionItems: countSchema,
    /** Behind Schedule card (links to /behind-schedule-overview): members with pending > 0; amber when > 0. */
    membersWithPending: countSchema,
  }),
  /** Members matching `search`, before paging ("Showing X of Y members"). */
  membersTotal: countSchema,
  members: z.array(progressMemberRowSchema),
});
export type TeamProgressResponse = z.infer<typeof teamProgressResponseSchema>;

// ---------------------------------------------------------------- 2.11 Team Analytics

/** Derived per-member performance (spec 3), analytics rule for action items. */
export const memberPerformanceSchema = z.object({
  ...analyticsPersonShape,
  totalMeetings: countSchema,
  completedMeetings: countSchema,
  completionRate: countSchema,
  totalActionItems: countSchema,
  completedActionItems: countSchema,
  /** completionRate(completedActionItems, totalActionItems). */
  actionItemRate: countSchema,
  /** performanceScore(completionRate, actionItemRate), rounded. */
  performanceScore: countSchema,
});
export type MemberPerformance = z.infer<typeof memberPerformanceSchema>;

export const teamPerformanceLabelSchema = z.enum([
  'Excellent',
  'Good',
  'Fair',
  'Needs Improvement',
]) satisfies z.ZodType<TeamPerformanceLabel>;
export type { TeamPerformanceLabel };
export const meetingEfficiencySchema = z.enum(['Good', 'Too Long']);
export type MeetingEfficiency = z.infer<typeof meetingEfficiencySchema>;
export const participationColourSchema = z.enum(['green', 'blue', 'amber']);
export type ParticipationColour = z.infer<typeof participationColourSchema>;
export const followThroughColourSchema = z.enum(['green', 'blue', 'red']);
export type FollowThroughColour = z.infer<typeof followThroughColourSchema>;

/** GET /api/analytics/team (spec 2.11). */
export const teamAnalyticsResponseSchema = z.object({
  ...analyticsClockShape,
  /** performanceScore of the team totals (meeting completion rate and action-item rate). */
  teamPerformance: countSchema,
  teamPerformanceLabel: teamPerformanceLabelSchema,
  /** Active Members card: members with at least one meeting, of `totalMembers`. */
  activeMembers: countSchema,
  totalMembers: countSchema,
  /** This Month card: meetings dated in the viewer's current calendar month (any status). */
  meetingsThisMonth: countSchema,
  totalMeetings: countSchema,
  /** Top Performer: highest performanceScore among members with meetings; null when none. */
  topPerformer: memberPerformanceSchema.nullable(),
  /**
   * Needs Support: members with meetings (other than the top performer) whose performanceScore
   * is below 60, lowest first (ties by name); empty unless at least 2 members have meetings.
   * At most LIST_LIMITS.needsSupport (10) of them, a limit the spec does not give; show the card
   * and its hint when non-empty, and "And N more members need support" for the rest.
   */
  needsSupport: z.array(memberPerformanceSchema),
  /** How many members need support in all (>= needsSupport.length). */
  needsSupportTotal: countSchema,
  statusDistribution: statusDistributionSchema,
  actionItems: z.object({
    total: countSchema,
    completed: countSchema,
    /** Pending items (figures.ts); total = pending + completed + stuck. */
    pending: countSchema,
    stuck: countSchema,
    /** Rounded percent completed over total, 0 with none. */
    completionRate: countSchema,
  }),
  time: z.object({
    ...timeTotalsShape,
    /** totalMeetings / totalMembers, one decimal; 0 with no members. */
    meetingsPerMember: z.number(),
    /** totalActionItems / totalMeetings, one decimal; 0 with no meetings. */
    actionItemsPerMeeting: z.number(),
  }),
  engagement: z.object({
    /** activeMembers over totalMembers, rounded percent. */
    participationPercent: countSchema,
    participationColour: participationColourSchema,
    meetingEfficiency: meetingEfficiencySchema,
    /** Action-item completion percent; null (shown N/A) when there are no items. */
    followThroughPercent: countSchema.nullable(),
    /** null with no items. */
    followThroughColour: followThroughColourSchema.nullable(),
  }),
  /**
   * The per-member completion chart: at most LIST_LIMITS.completionChartMembers (20) members
   * (not a limit of the spec), those with the lowest meeting completion rate: members with
   * meetings first, then by completionRate ascending, then by name. Everyone when the scope
   * holds 20 or fewer; Team Member Progress (/team-progress) lists all of them.
   */
  members: z.array(memberPerformanceSchema),
  /** Members the chart could show: every member of the scope (equals totalMembers). */
  membersTotal: countSchema,
});
export type TeamAnalyticsResponse = z.infer<typeof teamAnalyticsResponseSchema>;

// ---------------------------------------------------------------- 2.12 Team Member Performance

/** One of the first 5 meetings of the performance page (spec 2.12), newest date first. */
export const performanceRecentMeetingSchema = z.object({
  id: idSchema,
  title: z.string().nullable(),
  status: z.enum(MEETING_STATUSES),
  date: localDate,
  startTime: localTime,
  /** Minutes. */
  duration: countSchema,
  /** First 50 characters of the agenda ('' when none). */
  agendaPreview: z.string(),
  actionItemCount: countSchema,
});
export type PerformanceRecentMeeting = z.infer<typeof performanceRecentMeetingSchema>;

/** GET /api/analytics/members/:id (spec 2.12). */
export const memberPerformanceResponseSchema = z.object({
  ...analyticsClockShape,
  /** The presented user (name, job title, e-mail, department, username, role). */
  person: userSchema,
  totals: z.object({
    totalMeetings: countSchema,
    completedMeetings: countSchema,
    /** Meetings dated in the viewer's current calendar month. */
    thisMonth: countSchema,
    completionRate: countSchema,
  }),
  statusDistribution: statusDistributionSchema,
  time: timeTotalsSchema,
  /** Item states of figures.ts; total = pending + completed + stuck. */
  actionItems: z.object({
    total: countSchema,
    completed: countSchema,
    pending: countSchema,
    stuck: countSchema,
    completionRate: countSchema,
  }),
  performanceScore: countSchema,
  recentMeetings: z.array(performanceRecentMeetingSchema),
  /** Count of all the member's meetings ("Showing 5 of N meetings" when N > 5). */
  totalMeetingCount: countSchema,
});
export type MemberPerformanceResponse = z.infer<typeof memberPerformanceResponseSchema>;

export type * from './analytics-overviews';
