/**
 * The open action items of the pair's earlier 1:1s (`openActionItems` of GET /api/meetings/{id};
 * docs/decisions/0013-shared-1on1.md, product rule 8: pending or stuck), each with the date of
 * its 1:1 (dd/MM/yyyy), its owner and due date (decision 32). The participants change their status with the one action-item status
 * control (PATCH /api/meetings/{meetingId}/action-items/{index}); others see the status only.
 */
import { formatDisplayDate } from '@/shared/domain/dates';
import type { OpenActionItem } from '@/shared/schemas/meeting';
import type { OwnActionItem } from '@/shared/schemas/action-item';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { ActionItemStatusBadge, ActionItemStatusControl } from '@/client/features/action-items';

/** An open item in the shape the status control takes (the fields it reads). */
function asOwnItem(item: OpenActionItem): OwnActionItem {
  return {
    id: 0,
    meetingId: item.meetingId,
    index: item.index,
    description: item.description,
    status: item.status,
    stuckReason: item.stuckReason,
    completedAt: null,
    stuckAt: null,
    ownerId: item.ownerId,
    dueDate: item.dueDate,
    overdue: false,
    otherPersonName: null,
    meeting: {
      id: item.meetingId,
      date: item.meetingDate,
      startTime: '00:00',
      duration: 0,
      agenda: null,
      title: null,
      status: 'completed',
      managerName: null,
    },
  };
}

export function OpenActionItemsCard({
  items,
  canChange,
}: {
  items: OpenActionItem[];
  /** True for the 1:1's two participants. */
  canChange: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Open Action Items from Earlier 1:1s</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-200" aria-label="Open action items from earlier 1:1s">
          {items.map((item) => (
            <li
              key={`${item.meetingId}-${item.index}`}
              className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="wrap-anywhere text-slate-800">{item.description}</p>
                <p className="text-xs text-slate-600">
                  From the 1:1 of {formatDisplayDate(item.meetingDate)}
                  {item.ownerName ? ` · Owner: ${item.ownerName}` : ''}
                  {item.dueDate ? ` · Due ${formatDisplayDate(item.dueDate)}` : ' · No due date'}
                </p>
              </div>
              {canChange ? (
                <ActionItemStatusControl item={asOwnItem(item)} />
              ) : (
                <ActionItemStatusBadge
                  state={{
                    status: item.status,
                    stuckReason: item.stuckReason,
                    completedAt: null,
                    stuckAt: null,
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
