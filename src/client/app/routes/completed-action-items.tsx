/**
 * Completed Action Items, /completed-action-items (spec 2.16): the user's own completed items
 * (one call, GET /api/action-items?status=completed, filtered on the server), with search, the
 * date filter (All Dates, Today, This Week, This Month = since the same day a month ago),
 * counts of completed items and distinct meetings, 5 loading placeholders; each item opens
 * /meeting/{id}. The back link goes to the home dashboard ("/"; the spec's /team-member is no
 * route).
 */
import { CheckCircle2 } from 'lucide-react';
import { CompletedItemRow, OwnItemsEmpty, OwnItemsPage } from '@/client/features/action-items';
import { useUser } from '@/client/features/auth';

export function CompletedActionItemsRoute() {
  const user = useUser();
  return (
    <OwnItemsPage
      page="completed"
      backTo="/team-member"
      user={user}
      title="Completed Action Items"
      description="Action items you have completed, newest meeting first."
      tiles={[
        { count: 'completed', label: 'Completed items' },
        { count: 'meetings', label: 'Meetings' },
      ]}
      allLabel="All Dates"
      skeleton={{ count: 5 }}
      empty={(_, filtered) =>
        filtered ? (
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
        )
      }
    >
      {(data, busy) => (
        <ul className="grid gap-3" aria-busy={busy}>
          {data.items.map((item) => (
            <CompletedItemRow key={item.id} item={item} timezone={user.timezone} />
          ))}
        </ul>
      )}
    </OwnItemsPage>
  );
}
