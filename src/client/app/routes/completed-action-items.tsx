/**
 * Completed Action Items, /completed-action-items (spec 2.16): the user's own completed items
 * (one call, GET /api/action-items?status=completed, filtered on the server), with search, the
 * date filter (All Dates, Today, This Week, This Month = since the same day a month ago),
 * counts of completed items and distinct meetings, 5 loading placeholders; each item opens
 * /meeting/{id}. The back link goes to the home dashboard ("/"; the spec's /team-member is no
 * route).
 */
import { CalendarDays, CheckCircle2 } from 'lucide-react';
import { useOwnActionItems } from '@/client/features/action-items';
import { useOwnItemsFilters } from '@/client/features/action-items';
import { OwnItemsPage } from '@/client/features/action-items';
import { OwnItemsEmpty, OwnItemsError, OwnItemsSkeleton } from '@/client/features/action-items';
import { CompletedItemRow } from '@/client/features/action-items';
import { useUser } from '@/client/features/auth';

export function CompletedActionItemsRoute() {
  const user = useUser();
  const filters = useOwnItemsFilters('completed');
  const { data, isPending, isError, isPlaceholderData } = useOwnActionItems(filters.params);

  let list: React.ReactNode;
  if (isPending) list = <OwnItemsSkeleton count={5} />;
  else if (isError) list = <OwnItemsError />;
  else if (data.items.length === 0)
    list = filters.active ? (
      <OwnItemsEmpty
        icon={CheckCircle2}
        title="No items match your filters"
        hint="Try another search or date."
      />
    ) : (
      <OwnItemsEmpty
        icon={CheckCircle2}
        title="No Completed Action Items"
        hint="Action items you complete will appear here."
        tone="bg-green-100 text-green-800"
      />
    );
  else
    list = (
      <ul className="grid gap-3" aria-busy={isPlaceholderData}>
        {data.items.map((item) => (
          <CompletedItemRow key={item.id} item={item} timezone={user.timezone} />
        ))}
      </ul>
    );

  return (
    <OwnItemsPage
      backTo="/team-member"
      user={user}
      title="Completed Action Items"
      description="Action items you have completed, newest meeting first."
      tiles={[
        {
          label: 'Completed items',
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
