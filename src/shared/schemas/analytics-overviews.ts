/**
 * Response shapes of the overview calls (spec 2.14 Action Items Overview, 2.15 Behind Schedule
 * Overview), their types re-exported by ./analytics.ts whose header gives the conventions (scope, dates,
 * the analytics action-item rule). Their member lists come a page at a time (?limit&offset,
 * ./analytics-query.ts) and each member's lists are capped (LIST_LIMITS); counts stay exact.
 */
import { z } from 'zod';
import { ACTION_ITEM_STATUSES, MEETING_STATUSES } from '../domain/constants';
import type { UrgencyLevel } from '../domain/metrics';
import { analyticsClockShape, analyticsPersonShape } from './analytics-people';
import { countSchema, idSchema, localDate, localTime } from './api';

// ---------------------------------------------------------------- 2.14 Action Items Overview

/** An action item with the meeting it came from. */
export const overviewActionItemSchema = z.object({
  id: idSchema,
  description: z.string(),
  /** The item's own status. */
  status: z.enum(ACTION_ITEM_STATUSES),
  stuckReason: z.string().nullable(),
  meetingId: idSchema,
  meetingDate: localDate,
  meetingStatus: z.enum(MEETING_STATUSES),
});
export type OverviewActionItem = z.infer<typeof overviewActionItemSchema>;

/**
 * A paged overview answer (spec 2.14, 2.15): the viewer's clock, `totals` over every member
 * whatever the page, `membersTotal` (members listed before paging) and one page of `members`.
 */
function memberPageResponse<T extends z.ZodRawShape, M extends z.ZodType>(totals: T, member: M) {
  return z.object({
    ...analyticsClockShape,
    totals: z.object(totals),
    membersTotal: countSchema,
    members: z.array(member),
  });
}

/** One member group of /action-items-overview (spec 2.14); only members with items appear. */
export const actionItemsMemberGroupSchema = z.object({
  ...analyticsPersonShape,
  total: countSchema,
  completed: countSchema,
  /** The Pending badge count: pending items (figures.ts; stuck ones are in `stuck`). */
  pending: countSchema,
  stuck: countSchema,
  completionRate: countSchema,
  /**
   * The first 5 open items, pending or stuck, each with its status
   * (LIST_LIMITS.overviewPendingPerMember; the spec lists them all), meeting date ascending then
   * position.
   */
  pendingItems: z.array(overviewActionItemSchema),
  /** pending + stuck − pendingItems.length ("And N more pending items..."). */
  morePendingCount: countSchema,
  /** Up to 5 completed items, newest meeting first. */
  completedItems: z.array(overviewActionItemSchema),
  /** completed − completedItems.length ("And N more completed items..."). */
  moreCompletedCount: countSchema,
});
export type ActionItemsMemberGroup = z.infer<typeof actionItemsMemberGroupSchema>;

/**
 * GET /api/analytics/action-items?limit&offset (spec 2.14; query: cardPageQuerySchema).
 * `membersTotal` 0 → "No Action Items Found".
 */
export const actionItemsOverviewResponseSchema = memberPageResponse(
  /** Every item of every member, whatever the page; total = pending + completed + stuck. */
  { total: countSchema, pending: countSchema, completed: countSchema, stuck: countSchema },
  /** One page, sorted by pending descending, then name; membersTotal: members with an item. */
  actionItemsMemberGroupSchema,
);
export type ActionItemsOverviewResponse = z.infer<typeof actionItemsOverviewResponseSchema>;

// ---------------------------------------------------------------- 2.15 Behind Schedule Overview

export const urgencyLevelSchema = z.enum([
  'none',
  'low',
  'medium',
  'high',
]) satisfies z.ZodType<UrgencyLevel>;
export type { UrgencyLevel };

/** A scheduled meeting dated before today (spec 4 "Overdue meeting"). */
export const overdueMeetingSchema = z.object({
  id: idSchema,
  title: z.string().nullable(),
  /** The first 50 characters of the agenda's text ('' when none), for the line's label. */
  agendaPreview: z.string(),
  date: localDate,
  startTime: localTime,
  /** Whole days from the meeting date to the viewer's today (>= 1). */
  daysOverdue: countSchema,
});
export type OverdueMeeting = z.infer<typeof overdueMeetingSchema>;

/** An overdue action item (see metrics.isOverdueActionItem): "n days ago" from its meeting date. */
export const overdueActionItemSchema = z.object({
  id: idSchema,
  description: z.string(),
  status: z.enum(ACTION_ITEM_STATUSES),
  meetingId: idSchema,
  meetingDate: localDate,
  meetingStatus: z.enum(MEETING_STATUSES),
  /** Whole days from the meeting date to the viewer's today (>= 1). */
  daysAgo: countSchema,
});
export type OverdueActionItem = z.infer<typeof overdueActionItemSchema>;

/** One member of /behind-schedule-overview (spec 2.15); only members behind appear. */
export const behindScheduleMemberSchema = z.object({
  ...analyticsPersonShape,
  /** Overdue meetings + overdue action items (all of them, not only those listed). */
  behindCount: countSchema,
  /** urgencyLevel(behindCount); the badge reads e.g. "HIGH PRIORITY". */
  urgency: urgencyLevelSchema,
  /** The 5 oldest (LIST_LIMITS.overdueMeetingsPerMember; the spec lists them all), oldest first. */
  overdueMeetings: z.array(overdueMeetingSchema),
  /** Overdue meetings not listed ("And N more overdue meetings..."). */
  moreOverdueMeetings: countSchema,
  /** The 5 oldest (LIST_LIMITS.overdueActionItemsPerMember), oldest first. */
  overdueActionItems: z.array(overdueActionItemSchema),
  /** Overdue action items not listed ("And N more overdue action items..."). */
  moreOverdueActionItems: countSchema,
});
export type BehindScheduleMember = z.infer<typeof behindScheduleMemberSchema>;

/**
 * GET /api/analytics/behind-schedule?limit&offset (spec 2.15; query: cardPageQuerySchema).
 * `membersTotal` 0 → "All Caught Up!".
 */
export const behindScheduleResponseSchema = memberPageResponse(
  {
    /** overdueMeetings + overdueActionItems, over every member whatever the page. */
    totalBehind: countSchema,
    overdueActionItems: countSchema,
    overdueMeetings: countSchema,
    /** Members with behindCount > 0 (= membersTotal). */
    membersBehind: countSchema,
  },
  /** One page, sorted by behindCount descending, then name. */
  behindScheduleMemberSchema,
);
export type BehindScheduleResponse = z.infer<typeof behindScheduleResponseSchema>;
