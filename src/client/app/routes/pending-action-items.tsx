/**
 * Pending Action Items, /action-items (spec 2.16): the user's own pending items — neither
 * completed nor stuck (spec 4) — from GET /api/action-items?status=pending, with search and
 * the date filter (All Dates, Today, This Week, This Month = since the same day a month ago),
 * a header with the pending, completed and meeting counts, and the items grouped by meeting,
 * each with the shared status control. Empty states: "All caught up!" (no pending item at all)
 * and "No items match your filters" (the filters hide them).
 */
import { CalendarDays, CheckCircle2, Clock, PartyPopper, SearchX } from 'lucide-react';
import { groupByMeeting } from '@/shared/domain/action-item-filters';
import { useOwnActionItems } from '@/client/features/action-items';
import { useOwnItemsFilters } from '@/client/features/action-items';
import { OwnItemsPage } from '@/client/features/action-items';
import { OwnItemsEmpty, OwnItemsError, OwnItemsSkeleton } from '@/client/features/action-items';
import { PendingMeetingGroup } from '@/client/features/action-items';
import { useUser } from '@/client/features/auth';

export function PendingActionItemsRoute() {
  const user = useUser();
  const filters = useOwnItemsFilters('pending');
  const { data, isPending, isError, isPlaceholderData } = useOwnActionItems(filters.params);

  let list: React.ReactNode;
  if (isPending) list = <OwnItemsSkeleton count={3} rowClassName="h-36" />;
  else if (isError) list = <OwnItemsError />;
  else if (data.totals.pending === 0)
    list = (
      <OwnItemsEmpty
        icon={PartyPopper}
        title="All caught up!"
        hint="You have no pending action items."
        tone="bg-green-100 text-green-800"
      />
    );
  else if (data.items.length === 0)
    list = (
      <OwnItemsEmpty
        icon={SearchX}
        title="No items match your filters"
        hint="Try another search or date."
      />
    );
  else
    list = (
      <div className="grid gap-4" aria-busy={isPlaceholderData}>
        {groupByMeeting(data.items).map((group) => (
          <PendingMeetingGroup key={group.meeting.id} group={group} />
        ))}
      </div>
    );

  return (
    <OwnItemsPage
      user={user}
      title="Pending Action Items"
      description="Action items still to do, grouped by meeting."
      tiles={[
        {
          label: 'Pending',
          value: data?.counts.pending,
          icon: Clock,
          tone: 'bg-orange-100 text-orange-800',
        },
        {
          label: 'Completed',
          value: data?.counts.completed,
          icon: CheckCircle2,
          tone: 'bg-green-100 text-green-800',
        },
        {
          label: 'Meetings',
          value: data?.counts.meetings,
          icon: CalendarDays,
          tone: 'bg-blue-100 text-blue-800',
        },
      ]}
      filters={filters}
      allLabel="All Dates"
    >
      {list}
    </OwnItemsPage>
  );
}
