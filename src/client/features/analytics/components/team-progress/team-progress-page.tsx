/**
 * Content of /team-progress (spec 2.10): title, Back to Dashboard, search by username or e-mail
 * (sent to the server, debounced), the three summary cards (every member, whatever the search)
 * and a card per member, 50 at a time ("Showing X of Y members", "Show more members"), all from
 * GET /api/analytics/progress.
 */
import { useState } from 'react';
import { Search, UserX } from 'lucide-react';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { BackLink } from '@/client/components/layout/back-link';
import { useDebouncedValue } from '@/client/lib/use-debounced-value';
import { useTeamProgress } from '../../api/analytics-hooks';
import { MemberListPage } from '../member-list-page';
import { EmptyState } from '../page-states';
import { ProgressSummaryCards } from './progress-summary-cards';
import { MemberProgressCard } from './member-progress-card';

export function TeamProgressPage({ homePath }: { homePath: string }) {
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), 300);
  const progress = useTeamProgress(search);

  return (
    <MemberListPage
      back={<BackLink to={homePath} />}
      title="Team Member Progress"
      description="Track each team member's 1:1s and action items."
      toolbar={
        <div className="max-w-md">
          <Label htmlFor="member-search">Search team members</Label>
          <div className="relative mt-1">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <Input
              id="member-search"
              type="search"
              className="pl-9"
              placeholder="Search by username or email..."
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
        </div>
      }
      query={progress}
      failedText="Failed to load team progress"
      loadingText="Loading team progress..."
      figures={(data) => <ProgressSummaryCards totals={data.totals} />}
      empty={
        <EmptyState icon={UserX} title="No team members found">
          {search
            ? 'No username or e-mail matches your search.'
            : 'People who report to you will appear here.'}
        </EmptyState>
      }
    >
      {(m) => <MemberProgressCard key={m.id} member={m} />}
    </MemberListPage>
  );
}
