/**
 * The dashboard's "My action items" card (decision 32): the caller's first 5 open items (pending
 * or stuck) across all their 1:1s, soonest due first (no date last), each with its due date and
 * the other person, and a link to the Pending Action Items page (/action-items).
 */
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { myOpenItemsQuery } from '../api/own-action-items';
import { OwnItemDue } from './own-item-due';

export function MyActionItemsCard() {
  const { data, isPending, isError } = useQuery(myOpenItemsQuery());
  const open = data ? data.counts.pending + data.counts.stuck : 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">My action items</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {isPending ? (
          <p className="text-sm text-slate-600">Loading…</p>
        ) : isError ? (
          <p className="text-sm text-red-700">Your action items could not be loaded.</p>
        ) : data.items.length === 0 ? (
          <p className="text-sm text-slate-600">You owe nothing: all caught up!</p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="My open action items">
            {data.items.map((item) => (
              <li key={item.id} className="grid gap-1 py-2 first:pt-0 last:pb-0">
                <Link
                  to={`/meeting/${item.meetingId}`}
                  className="wrap-anywhere text-sm font-medium text-slate-900 hover:underline"
                >
                  {item.description}
                </Link>
                <OwnItemDue item={item} />
              </li>
            ))}
          </ul>
        )}
        <Link to="/action-items" className="text-sm font-medium text-brand-700 hover:underline">
          {open > 0 ? `View all ${open} open action items` : 'View my action items'}
        </Link>
      </CardContent>
    </Card>
  );
}
