/**
 * Chooses the meeting fields that leave the server (convention 6) and turns the action-item rows
 * into the spec's shape (spec 3): `actionItems` (descriptions in order), `actionItemsStatus`
 * keyed by index and `actionItemIds` (stable ids). Timestamps are ISO UTC strings.
 */
import type { ActionItemDetail, ActionItemState } from '@/shared/schemas/action-item';
import type { Meeting, MeetingRights } from '@/shared/schemas/meeting';
import type { ActionItemStatus, MeetingStatus } from '@/shared/domain/constants';
import type { ActionItemRow, MeetingRow, UserRow } from '../../db/schema';
import { fullName } from '../users/users.presenter';

/** What the presenter needs of a person to name them. */
export type PersonName = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'username'>;

/** The status of one action item as presented (and as read by the single-status route). */
export function presentActionItemState(item: ActionItemRow): Required<ActionItemState> {
  return {
    status: item.status as ActionItemStatus,
    stuckReason: item.stuckReason,
    completedAt: item.completedAt ? item.completedAt.toISOString() : null,
    stuckAt: item.stuckAt ? item.stuckAt.toISOString() : null,
  };
}

/**
 * One action item's entry in a meeting's `actionItemsStatus` (spec 3: its status and an
 * optional stuckReason): `status`, then `stuckReason`, `completedAt` and `stuckAt` (ISO UTC
 * text) only when they hold a value. A field left out means null: a list page of 50 meetings
 * with 3 open items each was 20 % smaller without the 450 nulls (docs/api.md "Meetings").
 * The single-item status route (`presentActionItemState`) still sends every field.
 */
export function meetingActionItemState(
  status: string,
  stuckReason: string | null,
  completedAt: string | null,
  stuckAt: string | null,
): ActionItemState {
  const state: ActionItemState = { status: status as ActionItemStatus };
  if (stuckReason !== null) state.stuckReason = stuckReason;
  if (completedAt !== null) state.completedAt = completedAt;
  if (stuckAt !== null) state.stuckAt = stuckAt;
  return state;
}

/**
 * One entry of a meeting's `actionItemDetails` (decisions 32 and 34): the item's owner's id
 * (one of the 1:1's two people) and due date (`yyyy-MM-dd` or null). The rest of the item is in
 * the meeting's `actionItems` and `actionItemsStatus` at the same index.
 */
export function actionItemDetail(
  item: Pick<ActionItemRow, 'ownerId' | 'dueDate'>,
): ActionItemDetail {
  return { ownerId: item.ownerId, dueDate: item.dueDate };
}

/**
 * Presents `row` with its action items (`items`, any order: sorted by position here) and the
 * names of its people looked up in `people` (null when a person is missing) and the RRULE of
 * its series looked up in `rrules` by series id; `can` is the caller's rights on it
 * (meetings.policy.ts `meetingRights`).
 */
export function presentMeeting(
  row: MeetingRow,
  items: ActionItemRow[],
  people: Map<number, PersonName>,
  rrules: Map<number, string>,
  can: MeetingRights,
): Meeting {
  const ordered = [...items].sort((a, b) => a.position - b.position || a.id - b.id);
  const actionItemsStatus: Record<string, ActionItemState> = {};
  ordered.forEach((item, index) => {
    actionItemsStatus[String(index)] = meetingActionItemState(
      item.status,
      item.stuckReason,
      item.completedAt ? item.completedAt.toISOString() : null,
      item.stuckAt ? item.stuckAt.toISOString() : null,
    );
  });
  const manager = people.get(row.managerId);
  const teamMember = people.get(row.teamMemberId);
  const managerName = manager ? fullName(manager) : null;
  const teamMemberName = teamMember ? fullName(teamMember) : null;
  const actionItemDetails = ordered.map(actionItemDetail);
  return {
    id: row.id,
    organizationId: row.organizationId,
    teamMemberId: row.teamMemberId,
    managerId: row.managerId,
    managerName,
    teamMemberName,
    title: row.title,
    date: row.date,
    startTime: row.startTime,
    duration: row.duration,
    timezone: row.timezone,
    isZoomMeeting: row.isZoomMeeting,
    zoomLink: row.zoomLink,
    agenda: row.agenda,
    notes: row.notes,
    status: row.status as MeetingStatus,
    actionItems: ordered.map((item) => item.description),
    actionItemsStatus,
    actionItemIds: ordered.map((item) => item.id),
    actionItemDetails,
    version: row.version,
    seriesId: row.seriesId,
    rrule: row.seriesId !== null ? (rrules.get(row.seriesId) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    can,
  };
}
