/**
 * Stuck Action Items, /stuck-action-items (spec 2.16): the user's own stuck items — status
 * stuck or carrying a reason (spec 4) — from GET /api/action-items?status=stuck, with search
 * and the date filter (All Time, Today, This Week, This Month = the last 30 days, spec 5).
 * Each item shows its meeting's date, time, duration and agenda, a Stuck badge, the
 * description and "Reason for being stuck:", and the shared status control (Complete, Reset).
 * 3 loading placeholders; empty state "No Stuck Action Items".
 */
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { OwnItemsEmpty, OwnItemsPage, StuckItemCard } from '@/client/features/action-items';
import { useUser } from '@/client/features/auth';

export function StuckActionItemsRoute() {
  const user = useUser();
  return (
    <OwnItemsPage
      page="stuck"
      user={user}
      title="Stuck Action Items"
      description="Action items that are blocked, with the reason for each."
      tiles={[
        { count: 'stuck', label: 'Stuck items' },
        { count: 'meetings', label: 'Meetings' },
      ]}
      allLabel="All Time"
      skeleton={{ count: 3, rowClassName: 'h-44' }}
      empty={(_, filtered) => (
        <OwnItemsEmpty
          icon={filtered ? AlertTriangle : CheckCircle2}
          title="No Stuck Action Items"
          hint={
            filtered ? 'No stuck items match your filters.' : 'Nothing is blocking you right now.'
          }
          tone={filtered ? undefined : 'bg-green-100 text-green-800'}
        />
      )}
    >
      {(data, busy) => (
        <ul className="grid gap-4" aria-busy={busy}>
          {data.items.map((item) => (
            <StuckItemCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </OwnItemsPage>
  );
}
