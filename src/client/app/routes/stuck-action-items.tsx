/**
 * Stuck Action Items, /stuck-action-items (spec 2.16): the user's own stuck items — status
 * stuck or carrying a reason (spec 4) — from GET /api/action-items?status=stuck, with search
 * and the date filter (All Time, Today, This Week, This Month = the last 30 days, spec 5).
 * Each item shows its meeting's date, time, duration and agenda, a Stuck badge, the
 * description and "Reason for being stuck:", and the shared status control (Complete, Reset).
 * 3 loading placeholders; empty state "No Stuck Action Items".
 */
import { AlertTriangle, CalendarDays, CheckCircle2 } from 'lucide-react';
import { useOwnActionItems } from '@/client/features/action-items';
import { useOwnItemsFilters } from '@/client/features/action-items';
import { OwnItemsPage } from '@/client/features/action-items';
import { OwnItemsEmpty, OwnItemsError, OwnItemsSkeleton } from '@/client/features/action-items';
import { StuckItemCard } from '@/client/features/action-items';
import { useUser } from '@/client/features/auth';

export function StuckActionItemsRoute() {
  const user = useUser();
  const filters = useOwnItemsFilters('stuck');
  const { data, isPending, isError, isPlaceholderData } = useOwnActionItems(filters.params);

  let list: React.ReactNode;
  if (isPending) list = <OwnItemsSkeleton count={3} rowClassName="h-44" />;
  else if (isError) list = <OwnItemsError />;
  else if (data.items.length === 0)
    list = (
      <OwnItemsEmpty
        icon={filters.active ? AlertTriangle : CheckCircle2}
        title="No Stuck Action Items"
        hint={
          filters.active
            ? 'No stuck items match your filters.'
            : 'Nothing is blocking you right now.'
        }
        tone={filters.active ? undefined : 'bg-green-100 text-green-800'}
      />
    );
  else
    list = (
      <ul className="grid gap-4" aria-busy={isPlaceholderData}>
        {data.items.map((item) => (
          <StuckItemCard key={item.id} item={item} />
        ))}
      </ul>
    );

  return (
    <OwnItemsPage
      user={user}
      title="Stuck Action Items"
      description="Action items that are blocked, with the reason for each."
      tiles={[
        {
          label: 'Stuck items',
          value: data?.counts.stuck,
          icon: AlertTriangle,
          tone: 'bg-amber-100 text-amber-900',
        },
        {
          label: 'Meetings',
          value: data?.counts.meetings,
          icon: CalendarDays,
          tone: 'bg-blue-100 text-blue-800',
        },
      ]}
      filters={filters}
      allLabel="All Time"
    >
      {list}
    </OwnItemsPage>
  );
}
