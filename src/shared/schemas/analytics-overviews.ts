/**
 * Response shapes of the overview calls (spec 2.14 Action Items Overview, 2.15 Behind Schedule
 * Overview), re-exported by ./analytics.ts whose header gives the conventions (scope, dates,
 * the analytics action-item rule). Their member lists come a page at a time (?limit&offset,
 * ./analytics-query.ts) and each member's lists are capped (LIST_LIMITS); counts stay exact.
 */
import type { ActionItemStatus, MeetingStatus } from '../domain/constants';
import type { UrgencyLevel } from '../domain/metrics';
import type { AnalyticsClock, AnalyticsPerson } from './analytics';

// ---------------------------------------------------------------- 2.14 Action Items Overview

/** An action item with the meeting it came from. */
export interface OverviewActionItem {
  id: number;
  description: string;
  /** The item's own status. */
  status: ActionItemStatus;
  stuckReason: string | null;
  meetingId: number;
  meetingDate: string;
  meetingStatus: MeetingStatus;
}

/** One member group of /action-items-overview (spec 2.14); only members with items appear. */
export interface ActionItemsMemberGroup extends AnalyticsPerson {
  total: number;
  completed: number;
  /** The Pending badge count: items not completed (analytics rule; stuck included). */
  pending: number;
  completionRate: number;
  /**
   * The first 10 not-completed items (LIST_LIMITS.overviewPendingPerMember; the spec lists them
   * all), meeting date ascending then position.
   */
  pendingItems: OverviewActionItem[];
  /** pending − pendingItems.length ("And N more pending items..."). */
  morePendingCount: number;
  /** Up to 5 completed items, newest meeting first. */
  completedItems: OverviewActionItem[];
  /** completed − completedItems.length ("And N more completed items..."). */
  moreCompletedCount: number;
}

/**
 * GET /api/analytics/action-items?limit&offset (spec 2.14; query: memberPageQuerySchema).
 * `membersTotal` 0 → "No Action Items Found".
 */
export interface ActionItemsOverviewResponse extends AnalyticsClock {
  /** Every item of every member, whatever the page. */
  totals: { total: number; pending: number; completed: number };
  /** Members with at least one item, before paging. */
  membersTotal: number;
  /** One page, sorted by pending descending, then name. */
  members: ActionItemsMemberGroup[];
}

// ---------------------------------------------------------------- 2.15 Behind Schedule Overview

export type { UrgencyLevel };

/** A scheduled meeting dated before today (spec 4 "Overdue meeting"). */
export interface OverdueMeeting {
  id: number;
  title: string | null;
  agenda: string | null;
  date: string;
  startTime: string;
  /** Whole days from the meeting date to the viewer's today (>= 1). */
  daysOverdue: number;
}

/** An overdue action item (see metrics.isOverdueActionItem): "n days ago" from its meeting date. */
export interface OverdueActionItem {
  id: number;
  description: string;
  status: ActionItemStatus;
  meetingId: number;
  meetingDate: string;
  meetingStatus: MeetingStatus;
  /** Whole days from the meeting date to the viewer's today (>= 1). */
  daysAgo: number;
}

/** One member of /behind-schedule-overview (spec 2.15); only members behind appear. */
export interface BehindScheduleMember extends AnalyticsPerson {
  /** Overdue meetings + overdue action items (all of them, not only those listed). */
  behindCount: number;
  /** urgencyLevel(behindCount); the badge reads e.g. "HIGH PRIORITY". */
  urgency: UrgencyLevel;
  /** The 10 oldest (LIST_LIMITS.overdueMeetingsPerMember; the spec lists them all), oldest first. */
  overdueMeetings: OverdueMeeting[];
  /** Overdue meetings not listed ("And N more overdue meetings..."). */
  moreOverdueMeetings: number;
  /** The 10 oldest (LIST_LIMITS.overdueActionItemsPerMember), oldest first. */
  overdueActionItems: OverdueActionItem[];
  /** Overdue action items not listed ("And N more overdue action items..."). */
  moreOverdueActionItems: number;
}

/**
 * GET /api/analytics/behind-schedule?limit&offset (spec 2.15; query: memberPageQuerySchema).
 * `membersTotal` 0 → "All Caught Up!".
 */
export interface BehindScheduleResponse extends AnalyticsClock {
  /** Every member, whatever the page. */
  totals: {
    /** overdueMeetings + overdueActionItems. */
    totalBehind: number;
    overdueActionItems: number;
    overdueMeetings: number;
    /** Members with behindCount > 0. */
    membersBehind: number;
  };
  /** Members behind, before paging (= totals.membersBehind). */
  membersTotal: number;
  /** One page, sorted by behindCount descending, then name. */
  members: BehindScheduleMember[];
}
