/**
 * Read-only status of one action item (spec 4): a badge reading Pending, Completed or Stuck, or
 * "Stuck - Explanation, Reason: …" when a stuck item has a reason (`withReason`).
 */
import type { ActionItemState } from '@/shared/schemas/action-item';
import { Badge } from '@/client/components/ui/badge';
import {
  actionItemStatusLabel,
  actionItemStatusText,
  displayStatusOf,
  type ActionItemDisplayStatus,
} from '../lib/action-item-state';

const VARIANT: Record<ActionItemDisplayStatus, 'green' | 'amber' | 'secondary'> = {
  completed: 'green',
  stuck: 'amber',
  pending: 'secondary',
};

export function ActionItemStatusBadge({
  state,
  withReason = true,
  className,
}: {
  state: ActionItemState;
  withReason?: boolean;
  className?: string;
}) {
  const status = displayStatusOf(state);
  return (
    <Badge variant={VARIANT[status]} className={className}>
      {withReason ? actionItemStatusText(state) : actionItemStatusLabel(status)}
    </Badge>
  );
}
