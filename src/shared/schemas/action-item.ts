/**
 * Action items (spec 3 "Action item", "Action item status update"; spec 4).
 */
import { z } from 'zod';
import { ACTION_ITEM_STATUSES, MEETING_STATUSES, type ActionItemStatus } from '../domain/constants';
import { ACTION_ITEM_PAGES } from '../domain/action-item-filters';
import { countSchema, idSchema, isoInstant, localDate, localTime } from './api';
import { dueDateSchema } from './due-date';

/** Status of one action item as presented in `actionItemsStatus[index]`. Times are ISO UTC. */
export interface ActionItemState {
  status: ActionItemStatus;
  stuckReason?: string | null;
  completedAt?: string | null;
  stuckAt?: string | null;
}

/**
 * The status of one action item in a meeting's `actionItemsStatus` (the type of
 * `ActionItemState`: the server always sends every field, the client may build partial ones).
 */
export const actionItemStateSchema = z.object({
  status: z.enum(ACTION_ITEM_STATUSES),
  stuckReason: z.string().nullish(),
  completedAt: isoInstant.nullish(),
  stuckAt: isoInstant.nullish(),
}) satisfies z.ZodType<ActionItemState>;

/** GET /api/meetings/{meetingId}/action-items/{index}/status: every field present. */
export const presentedActionItemStateSchema = actionItemStateSchema.required();

/**
 * The owner and due date of one action item of a meeting (decision 32), in a meeting's
 * `actionItemDetails`, parallel to `actionItems` (entry i is item i): `ownerId` one of the
 * 1:1's two people (their name is the meeting's `managerName` or `teamMemberName`), `dueDate`
 * `yyyy-MM-dd` (owner's zone) or null. The description, status and stuck reason are the
 * meeting's `actionItems` and `actionItemsStatus` (decision 34: not sent twice).
 */
export const actionItemDetailSchema = z.object({
  ownerId: idSchema,
  dueDate: localDate.nullable(),
});
export type ActionItemDetail = z.infer<typeof actionItemDetailSchema>;

/**
 * PATCH /api/meetings/{id}/action-items/{index} body (spec 7, and decision 32): any of the
 * status (with its optional stuck reason), the owner (one of the 1:1's two people) and the due
 * date (`yyyy-MM-dd`, null clears it); at least one. Unknown keys answer 400.
 */
export const actionItemStatusUpdateSchema = z
  .strictObject(
    {
      status: z
        .enum(ACTION_ITEM_STATUSES, { message: 'Status must be pending, completed or stuck' })
        .optional(),
      stuckReason: z.string().trim().max(1000, 'Reason must be at most 1000 characters').nullish(),
      ownerId: z
        .number({ message: 'Owner must be one of the two people of the 1:1' })
        .int('Owner must be one of the two people of the 1:1')
        .positive('Owner must be one of the two people of the 1:1')
        .optional(),
      dueDate: dueDateSchema().nullish(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'Only status, stuckReason, ownerId and dueDate may be changed'
          : undefined,
    },
  )
  .refine((v) => v.status !== undefined || v.ownerId !== undefined || v.dueDate !== undefined, {
    message: 'Status must be pending, completed or stuck',
    path: ['status'],
  });
export type ActionItemStatusUpdate = z.infer<typeof actionItemStatusUpdateSchema>;

/** Stuck (spec 4): defined once in src/shared/domain/figures.ts. */
export { isStuck } from '../domain/figures';

/** The meeting an own action item comes from, as `GET /api/action-items` presents it. */
export const ownActionItemMeetingSchema = z.object({
  id: idSchema,
  /** Local calendar date `yyyy-MM-dd` and start time `HH:mm`; duration in minutes. */
  date: localDate,
  startTime: localTime,
  duration: countSchema,
  agenda: z.string().nullable(),
  title: z.string().nullable(),
  status: z.enum(MEETING_STATUSES),
  managerName: z.string().nullable(),
});
export type OwnActionItemMeeting = z.infer<typeof ownActionItemMeetingSchema>;

/** One own action item: its stored state, its 0-based index in the meeting and the meeting. */
export const ownActionItemSchema = z.object({
  /** Stable id of the item. */
  id: idSchema,
  meetingId: idSchema,
  /** Position among the meeting's items: the `{index}` of the single-item routes (spec 7). */
  index: countSchema,
  description: z.string(),
  /** Stored status; use `actionItemPageOf` for where it shows (a reason makes it stuck). */
  status: z.enum(ACTION_ITEM_STATUSES),
  stuckReason: z.string().nullable(),
  /** ISO UTC instants or null. */
  completedAt: isoInstant.nullable(),
  stuckAt: isoInstant.nullable(),
  /** The owner (the caller) and the due date `yyyy-MM-dd` or null (decision 32). */
  ownerId: idSchema,
  dueDate: localDate.nullable(),
  /** Overdue by figures.ts `isOverdueActionItem` on the caller's today. */
  overdue: z.boolean(),
  /** The 1:1's other person: the team member when the caller is its manager, else the manager. */
  otherPersonName: z.string().nullable(),
  meeting: ownActionItemMeetingSchema,
});
export type OwnActionItem = z.infer<typeof ownActionItemSchema>;

/** Items per page (`pending`, `completed`, `stuck`). */
const pageCountsShape = Object.fromEntries(
  ACTION_ITEM_PAGES.map((page) => [page, countSchema]),
) as {
  [K in (typeof ACTION_ITEM_PAGES)[number]]: typeof countSchema;
};

/** Response of `GET /api/action-items`. */
export const ownActionItemsResponseSchema = z.object({
  /** Items of the requested page (or all pages) matching search, date and due: soonest due first (no date last), then newest meeting. */
  items: z.array(ownActionItemSchema),
  /** Per-page counts under the same search and date filters, and the distinct meetings of `items`. */
  counts: z.object({ ...pageCountsShape, meetings: countSchema }),
  /** Per-page counts of all the caller's items, without search or date (for "All caught up!"). */
  totals: z.object(pageCountsShape),
});
export type OwnActionItemsResponse = z.infer<typeof ownActionItemsResponseSchema>;
