/**
 * Action items (spec 3 "Action item", "Action item status update"; spec 4).
 */
import { z } from 'zod';
import { ACTION_ITEM_STATUSES, type ActionItemStatus } from '../domain/constants';

/** Status of one action item as presented in `actionItemsStatus[index]`. Times are ISO UTC. */
export interface ActionItemState {
  status: ActionItemStatus;
  stuckReason?: string | null;
  completedAt?: string | null;
  stuckAt?: string | null;
}

/** PATCH /api/meetings/{id}/action-items/{index} body. */
export const actionItemStatusUpdateSchema = z.object({
  status: z.enum(ACTION_ITEM_STATUSES, { message: 'Status must be pending, completed or stuck' }),
  stuckReason: z.string().trim().max(1000, 'Reason must be at most 1000 characters').nullish(),
});
export type ActionItemStatusUpdate = z.infer<typeof actionItemStatusUpdateSchema>;

/** An item counts as stuck when its status is stuck or it has a reason (spec 4). */
export function isStuck(state: Pick<ActionItemState, 'status' | 'stuckReason'>): boolean {
  return state.status === 'stuck' || Boolean(state.stuckReason && state.stuckReason.trim());
}
