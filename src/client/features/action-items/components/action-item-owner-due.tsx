/**
 * The owner and due date of one action item of a meeting (decision 32; `actionItemDetails` of
 * the meeting, the owner's name from the meeting's two names, decision 34): "Owner: <name> · Due dd/MM/yyyy" (or "No due date"). For the 1:1's two people
 * (`editable`), an owner select (the manager or the team member) and a due-date input, each
 * change ONE update through PATCH /api/meetings/{id}/action-items/{index} (an emptied date
 * clears it). Failure: toast with the server's message.
 */
import type { Meeting } from '@/shared/schemas/meeting';
import type { ActionItemStatusUpdate } from '@/shared/schemas/action-item';
import { formatDisplayDate } from '@/shared/domain/dates';
import { useUpdateActionItemStatus } from '@/client/features/meetings';
import { toast } from '@/client/components/ui/toast';
import { errorMessage } from '@/client/lib/api-client';

const fieldClass =
  'h-8 rounded-md border border-slate-300 bg-white px-2 text-xs text-slate-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500';

export function ActionItemOwnerDue({
  meeting,
  index,
  editable,
}: {
  meeting: Meeting;
  index: number;
  editable: boolean;
}) {
  const update = useUpdateActionItemStatus();
  const detail = meeting.actionItemDetails?.[index];
  if (!detail) return null;
  const description = meeting.actionItems[index] ?? '';
  const send = (change: ActionItemStatusUpdate) =>
    update.mutate(
      { meetingId: meeting.id, index, update: change },
      {
        onError: (error) =>
          toast({
            title: 'Update failed',
            description: errorMessage(error, 'Could not update the action item.'),
            variant: 'destructive',
          }),
      },
    );
  const people = [
    { id: meeting.teamMemberId, name: meeting.teamMemberName ?? 'Team Member' },
    { id: meeting.managerId, name: meeting.managerName ?? 'Manager' },
  ];
  // The owner is one of the 1:1's two people: their name is on the meeting (decision 34).
  const ownerName =
    detail.ownerId === meeting.managerId
      ? meeting.managerName
      : detail.ownerId === meeting.teamMemberId
        ? meeting.teamMemberName
        : null;
  if (!editable) {
    return (
      <p className="text-xs text-slate-600" data-testid="action-item-owner-due">
        Owner: {ownerName ?? 'Unknown'} ·{' '}
        {detail.dueDate ? `Due ${formatDisplayDate(detail.dueDate)}` : 'No due date'}
      </p>
    );
  }
  return (
    <div
      className="flex flex-wrap items-center gap-2 text-xs text-slate-700"
      data-testid="action-item-owner-due"
    >
      <label className="flex items-center gap-1">
        Owner
        <select
          className={fieldClass}
          aria-label={`Owner of ${description}`}
          value={detail.ownerId}
          disabled={update.isPending}
          onChange={(e) => send({ ownerId: Number(e.target.value) })}
        >
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-1">
        Due
        <input
          type="date"
          className={fieldClass}
          aria-label={`Due date of ${description}`}
          value={detail.dueDate ?? ''}
          disabled={update.isPending}
          onChange={(e) => send({ dueDate: e.target.value === '' ? null : e.target.value })}
        />
      </label>
    </div>
  );
}
