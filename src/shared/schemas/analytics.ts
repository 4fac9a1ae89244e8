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
 * Action-item rules (spec 4): on the progress page (2.10) an item is completed when its meeting is
 * completed and pending = total − completed; on the analytics and overview pages (2.11, 2.12,
 * 2.14, 2.15) an item is completed when its meeting is completed OR its own status is completed.
 */
import type { MeetingStatus, Role } from '../domain/constants';
import type { TeamPerformanceLabel } from '../domain/metrics';
import type { User } from './user';

/** Who the figures are about: the identity fields every member row carries. */
export interface AnalyticsPerson {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** "First Last", falling back to the username. */
  name: string;
  jobTitle: string | null;
  role: Role;
}

/** The viewer's calendar context, echoed so the client never guesses the day. */
export interface AnalyticsClock {
  /** The viewer's today, `yyyy-MM-dd`, in `timezone`. */
  today: string;
  /** The viewer's IANA timezone (users.timezone). */
  timezone: string;
}

/** Meeting status counts (spec 4): bars of the status distribution. */
export interface StatusDistribution {
  completed: number;
  inProgress: number;
  scheduled: number;
  /** Sum of the three (meetings with any other stored status are not counted anywhere). */
  total: number;
  /** Rounded percent of each status over `total` (0 when none). */
  completedPercent: number;
  inProgressPercent: number;
  scheduledPercent: number;
}

/** Total meeting time (spec 2.11, 9): `totalMinutes` = `hours` * 60 + `minutes`. */
export interface TimeTotals {
  totalMinutes: number;
  /** Whole hours of `totalMinutes` (floor). */
  hours: number;
  /** Remaining minutes 0–59. */
  minutes: number;
  /** Math.round(totalMinutes / 60), for an "about N h" display. */
  roundedHours: number;
  /** Average meeting duration in minutes, rounded; 0 with no meetings. */
  averageDuration: number;
}

// ---------------------------------------------------------------- 2.10 Team Member Progress

/** One of the last 3 meetings of a member by update time (spec 2.10 "Recent Activity"). */
export interface RecentActivityItem {
  meetingId: number;
  title: string | null;
  agenda: string | null;
  date: string;
  startTime: string;
  status: MeetingStatus;
  /** ISO instant of the last change. */
  updatedAt: string;
}

/** One member card of /team-progress (spec 2.10). */
export interface ProgressMemberRow extends AnalyticsPerson {
  totalMeetings: number;
  completedMeetings: number;
  /** completionRate(completedMeetings, totalMeetings). */
  completionRate: number;
  /** Scheduled meetings dated today or later (viewer's today). */
  upcomingMeetings: number;
  totalActionItems: number;
  /** Items of completed meetings (progress-page rule, spec 4). */
  completedActionItems: number;
  /** totalActionItems − completedActionItems (progress-page rule); 0 shows "All Complete". */
  pendingActionItems: number;
  /** Last 3 meetings by updatedAt, newest first. */
  recentActivity: RecentActivityItem[];
}

/**
 * GET /api/analytics/progress?search&limit&offset (spec 2.10; query: teamProgressQuerySchema).
 * `members`: one page of the members matching `search`, sorted by name.
 */
export interface TeamProgressResponse extends AnalyticsClock {
  /** Every member of the scope, whatever the search and the page. */
  totals: {
    /** Total Team Members card. */
    members: number;
    /** Total Action Items card (links to /action-items-overview). */
    actionItems: number;
    /** Sum of the members' pending items (progress rule). */
    pendingActionItems: number;
    /** Behind Schedule card (links to /behind-schedule-overview): members with pending > 0; amber when > 0. */
    membersWithPending: number;
  };
  /** Members matching `search`, before paging ("Showing X of Y members"). */
  membersTotal: number;
  members: ProgressMemberRow[];
}

// ---------------------------------------------------------------- 2.11 Team Analytics

/** Derived per-member performance (spec 3), analytics rule for action items. */
export interface MemberPerformance extends AnalyticsPerson {
  totalMeetings: number;
  completedMeetings: number;
  completionRate: number;
  totalActionItems: number;
  completedActionItems: number;
  /** completionRate(completedActionItems, totalActionItems). */
  actionItemRate: number;
  /** performanceScore(completionRate, actionItemRate), rounded. */
  performanceScore: number;
}

export type { TeamPerformanceLabel };
export type MeetingEfficiency = 'Good' | 'Too Long';
export type ParticipationColour = 'green' | 'blue' | 'amber';
export type FollowThroughColour = 'green' | 'blue' | 'red';

/** GET /api/analytics/team (spec 2.11). */
export interface TeamAnalyticsResponse extends AnalyticsClock {
  /** performanceScore of the team totals (meeting completion rate and action-item rate). */
  teamPerformance: number;
  teamPerformanceLabel: TeamPerformanceLabel;
  /** Active Members card: members with at least one meeting, of `totalMembers`. */
  activeMembers: number;
  totalMembers: number;
  /** This Month card: meetings dated in the viewer's current calendar month (any status). */
  meetingsThisMonth: number;
  totalMeetings: number;
  /** Top Performer: highest performanceScore among members with meetings; null when none. */
  topPerformer: MemberPerformance | null;
  /**
   * Needs Support: members with meetings (other than the top performer) whose performanceScore
   * is below 60, lowest first (ties by name); empty unless at least 2 members have meetings.
   * At most LIST_LIMITS.needsSupport (10) of them, a limit the spec does not give; show the card
   * and its hint when non-empty, and "And N more members need support" for the rest.
   */
  needsSupport: MemberPerformance[];
  /** How many members need support in all (>= needsSupport.length). */
  needsSupportTotal: number;
  statusDistribution: StatusDistribution;
  actionItems: {
    total: number;
    completed: number;
    /** total − completed; 0 shows "All action items completed!". */
    pending: number;
    /** Rounded percent completed over total, 0 with none. */
    completionRate: number;
  };
  time: TimeTotals & {
    /** totalMeetings / totalMembers, one decimal; 0 with no members. */
    meetingsPerMember: number;
    /** totalActionItems / totalMeetings, one decimal; 0 with no meetings. */
    actionItemsPerMeeting: number;
  };
  engagement: {
    /** activeMembers over totalMembers, rounded percent. */
    participationPercent: number;
    participationColour: ParticipationColour;
    meetingEfficiency: MeetingEfficiency;
    /** Action-item completion percent; null (shown N/A) when there are no items. */
    followThroughPercent: number | null;
    /** null with no items. */
    followThroughColour: FollowThroughColour | null;
  };
  /**
   * The per-member completion chart: at most LIST_LIMITS.completionChartMembers (20) members
   * (not a limit of the spec), those with the lowest meeting completion rate: members with
   * meetings first, then by completionRate ascending, then by name. Everyone when the scope
   * holds 20 or fewer; Team Member Progress (/team-progress) lists all of them.
   */
  members: MemberPerformance[];
  /** Members the chart could show: every member of the scope (equals totalMembers). */
  membersTotal: number;
}

// ---------------------------------------------------------------- 2.12 Team Member Performance

/** One of the first 5 meetings of the performance page (spec 2.12), newest date first. */
export interface PerformanceRecentMeeting {
  id: number;
  title: string | null;
  status: MeetingStatus;
  date: string;
  startTime: string;
  /** Minutes. */
  duration: number;
  /** First 50 characters of the agenda ('' when none). */
  agendaPreview: string;
  actionItemCount: number;
}

/** GET /api/analytics/members/:id (spec 2.12). */
export interface MemberPerformanceResponse extends AnalyticsClock {
  /** The presented user (name, job title, e-mail, department, username, role). */
  person: User;
  totals: {
    totalMeetings: number;
    completedMeetings: number;
    /** Meetings dated in the viewer's current calendar month. */
    thisMonth: number;
    completionRate: number;
  };
  statusDistribution: StatusDistribution;
  time: TimeTotals;
  /** Analytics rule (completed meeting or completed item). */
  actionItems: {
    total: number;
    completed: number;
    pending: number;
    completionRate: number;
  };
  performanceScore: number;
  recentMeetings: PerformanceRecentMeeting[];
  /** Count of all the member's meetings ("Showing 5 of N meetings" when N > 5). */
  totalMeetingCount: number;
}

export type * from './analytics-overviews';
