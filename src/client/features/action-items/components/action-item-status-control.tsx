/**
 * The shared action-item status control (spec 2.6, 2.16, 2.17; spec 4 transitions):
 * shows the item's status and offers Complete and Stuck while pending, Reset when completed or
 * stuck. Each click sends ONE single-item update (PATCH /api/meetings/{id}/action-items/{index}).
 * No reason is collected when marking stuck. The default variant shows the status badge and
 * labelled buttons (the caller shows the item's text); the compact variant (team member
 * dashboard) shows the text, a short badge and small icon buttons named "Mark <item> completed",
 * "Mark <item> stuck" and "Reset <item>". Failure: toast "Update failed" (spec 8).
 * The item comes either as `meeting` + `index` (a full meeting) or as `item` (an own item of
 * GET /api/action-items). A stuck item offers only Reset, on every page (spec 4: completed or
 * stuck go back to pending through Reset); `showBadge={false}` leaves the badge to the caller.
 */
import { AlertTriangle, Check, RotateCcw } from 'lucide-react';
import type { Meeting } from '@/shared/schemas/meeting';
import type { ActionItemState, ActionItemStatusUpdate } from '@/shared/schemas/action-item';
import type { OwnActionItem } from '@/shared/domain/action-item-filters';
import { useUpdateActionItemStatus } from '@/client/features/meetings';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/toast';
import { errorMessage } from '@/client/lib/api-client';
import { cn } from '@/client/lib/utils';
import { actionItemState, actionItemStatusText, displayStatusOf } from '../lib/action-item-state';
import { ActionItemStatusBadge } from './action-item-status-badge';

/** Which item a control acts on: a full meeting and an index, or an own item. */
export type ActionItemStatusTarget = { meeting: Meeting; index: number } | { item: OwnActionItem };

function targetOf(target: ActionItemStatusTarget): {
  meetingId: number;
  index: number;
  description: string;
  state: ActionItemState;
} {
  if ('item' in target) {
    const { meetingId, index, description, status, stuckReason, completedAt, stuckAt } =
      target.item;
    return { meetingId, index, description, state: { status, stuckReason, completedAt, stuckAt } };
  }
  const { meeting, index } = target;
  return {
    meetingId: meeting.id,
    index,
    description: meeting.actionItems[index] ?? '',
    state: actionItemState(meeting, index),
  };
}

/** An action item with its status and the buttons allowed from that status. */
export function ActionItemStatusControl({
  compact = false,
  showBadge = true,
  ...target
}: ActionItemStatusTarget & {
  compact?: boolean;
  /** Default variant only: false when the caller already shows the status. */
  showBadge?: boolean;
}) {
  const update = useUpdateActionItemStatus();
  const { meetingId, index, description: item, state } = targetOf(target);
  const status = displayStatusOf(state);
  const text = actionItemStatusText(state);

  const send = (body: ActionItemStatusUpdate) =>
    update.mutate(
      { meetingId, index, update: body },
      {
        onError: (error) =>
          toast({
            title: 'Update failed',
            description: errorMessage(
              error,
              'Failed to update action item status. Please try again.',
            ),
            variant: 'destructive',
          }),
      },
    );

  const complete = {
    key: 'complete',
    label: 'Complete',
    name: `Mark ${item} completed`,
    icon: Check,
    body: { status: 'completed' } as const,
    tone: 'text-green-800 hover:bg-green-50',
  };
  const actions =
    status === 'pending'
      ? [
          complete,
          {
            key: 'stuck',
            label: 'Stuck',
            name: `Mark ${item} stuck`,
            icon: AlertTriangle,
            body: { status: 'stuck' } as const,
            tone: 'text-amber-900 hover:bg-amber-50',
          },
        ]
      : [
          {
            key: 'reset',
            label: 'Reset',
            name: `Reset ${item}`,
            icon: RotateCcw,
            body: { status: 'pending', stuckReason: null } as const,
            tone: 'text-slate-800 hover:bg-slate-100',
          },
        ];

  if (compact) {
    const reason = status === 'stuck' ? state.stuckReason?.trim() : undefined;
    return (
      <div className="text-sm">
        <div className="flex items-center gap-2">
          <span
            className={cn(
              'min-w-0 flex-1 wrap-anywhere',
              status === 'completed' && 'text-slate-600 line-through',
            )}
          >
            {item}
          </span>
          <ActionItemStatusBadge state={state} withReason={false} className="shrink-0" />
          <span className="flex shrink-0 gap-1">
            {actions.map((a) => (
              <Button
                key={a.key}
                type="button"
                variant="ghost"
                size="icon"
                className={cn('h-8 w-8', a.tone)}
                aria-label={a.name}
                title={a.label}
                disabled={update.isPending}
                onClick={() => send(a.body)}
              >
                <a.icon aria-hidden="true" />
              </Button>
            ))}
          </span>
        </div>
        {reason && <p className="mt-0.5 text-xs text-amber-900">{text}</p>}
      </div>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {showBadge && <ActionItemStatusBadge state={state} />}
      {actions.map((a) => (
        <Button
          key={a.key}
          type="button"
          variant="outline"
          size="sm"
          className={a.tone}
          aria-label={a.name}
          disabled={update.isPending}
          onClick={() => send(a.body)}
        >
          <a.icon aria-hidden="true" />
          {a.label}
        </Button>
      ))}
    </div>
  );
}
