/**
 * How the client reads an action item's status (spec 3 "Action item", spec 4).
 * A meeting keeps its items in `actionItems` and their status per index (string key) in
 * `actionItemsStatus`; a missing entry means pending.
 */
import type { Meeting } from '@/shared/schemas/meeting';
import { isStuck, type ActionItemState } from '@/shared/schemas/action-item';

/** What the screens show: `stuck` wins (status stuck or a reason given), then `completed`. */
export type ActionItemDisplayStatus = 'pending' | 'completed' | 'stuck';

/** The stored state of item `index` of `meeting`, defaulting to `{ status: 'pending' }`. */
export function actionItemState(
  meeting: Pick<Meeting, 'actionItemsStatus'>,
  index: number,
): ActionItemState {
  return meeting.actionItemsStatus[String(index)] ?? { status: 'pending' };
}

/** Display status of one state: stuck if `isStuck`, else completed, else pending (spec 4). */
export function displayStatusOf(state: ActionItemState): ActionItemDisplayStatus {
  if (isStuck(state)) return 'stuck';
  return state.status === 'completed' ? 'completed' : 'pending';
}

/** Label of a display status: Pending, Completed, Stuck. */
export function actionItemStatusLabel(status: ActionItemDisplayStatus): string {
  return status === 'completed' ? 'Completed' : status === 'stuck' ? 'Stuck' : 'Pending';
}

/**
 * The status line of an item: `Pending`, `Completed`, `Stuck`, or
 * `Stuck - Explanation, Reason: <reason>` when a stuck item carries a reason (spec 4).
 */
export function actionItemStatusText(state: ActionItemState): string {
  const status = displayStatusOf(state);
  const reason = state.stuckReason?.trim();
  if (status === 'stuck' && reason) return `Stuck - Explanation, Reason: ${reason}`;
  return actionItemStatusLabel(status);
}

export interface ActionItemCounts {
  total: number;
  completed: number;
  stuck: number;
  /** Neither completed nor stuck (team member dashboard, spec 4 "Pending counts"). */
  pending: number;
}

/** Counts of every action item of `meetings` by display status. */
export function countActionItems(
  meetings: readonly Pick<Meeting, 'actionItems' | 'actionItemsStatus'>[],
): ActionItemCounts {
  const counts: ActionItemCounts = { total: 0, completed: 0, stuck: 0, pending: 0 };
  for (const meeting of meetings) {
    meeting.actionItems.forEach((_, index) => {
      counts.total += 1;
      counts[displayStatusOf(actionItemState(meeting, index))] += 1;
    });
  }
  return counts;
}
