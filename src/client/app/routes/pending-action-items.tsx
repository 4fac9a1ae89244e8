/**
 * Pending Action Items, /action-items (spec 2.16): the user's own pending items — neither
 * completed nor stuck (spec 4) — from GET /api/action-items?status=pending, with search and
 * the date filter (All Dates, Today, This Week, This Month = since the same day a month ago),
 * a header with the pending, completed and meeting counts, and the items grouped by meeting,
 * each with the shared status control. Empty states: "All caught up!" (no pending item at all)
 * and "No items match your filters" (the filters hide them).
 */
import { PartyPopper, SearchX } from 'lucide-react';
import { groupByMeeting } from '@/shared/domain/action-item-filters';
import { OwnItemsEmpty, OwnItemsPage, PendingMeetingGroup } from '@/client/features/action-items';
import { useUser } from '@/client/features/auth';

export function PendingActionItemsRoute() {
  const user = useUser();
  return (
    <OwnItemsPage
      page="pending"
      user={user}
      title="Pending Action Items"
      description="Action items still to do, grouped by meeting."
      tiles={[
        { count: 'pending', label: 'Pending' },
        { count: 'completed', label: 'Completed' },
        { count: 'meetings', label: 'Meetings' },
      ]}
      allLabel="All Dates"
      skeleton={{ count: 3, rowClassName: 'h-36' }}
      empty={(data) =>
        data.totals.pending === 0 ? (
          <OwnItemsEmpty
            icon={PartyPopper}
            title="All caught up!"
            hint="You have no pending action items."
            tone="bg-green-100 text-green-800"
          />
        ) : (
          <OwnItemsEmpty
            icon={SearchX}
            title="No items match your filters"
            hint="Try another search or date."
          />
        )
      }
    >
      {(data, busy) => (
        <div className="grid gap-4" aria-busy={busy}>
          {groupByMeeting(data.items).map((group) => (
            <PendingMeetingGroup key={group.meeting.id} group={group} />
          ))}
        </div>
      )}
    </OwnItemsPage>
  );
}
