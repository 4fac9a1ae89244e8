/**
 * Content of /team-progress (spec 2.10): title, Back to Dashboard, search by username or e-mail,
 * the three summary cards and a card per member, all from GET /api/analytics/progress.
 */
import { useState } from 'react';
import { Search, UserX } from 'lucide-react';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { BackLink } from '@/client/components/layout/back-link';
import { useTeamProgress } from '../../api/team-progress';
import { filterByUsernameOrEmail } from '../../lib/display';
import { EmptyState, LoadError, PageSkeleton } from '../page-states';
import { ProgressSummaryCards } from './progress-summary-cards';
import { MemberProgressCard } from './member-progress-card';

export function TeamProgressPage({ homePath }: { homePath: string }) {
  const { data, isPending, isError, error } = useTeamProgress();
  const [query, setQuery] = useState('');
  const members = data ? filterByUsernameOrEmail(data.members, query) : [];

  return (
    <div className="grid gap-6">
      <div>
        <BackLink to={homePath} />
        <h1 className="mt-3 text-2xl font-bold">Team Member Progress</h1>
        <p className="text-slate-600">Track each team member&apos;s 1:1s and action items.</p>
      </div>
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
      {isError ? (
        <LoadError error={error} fallback="Failed to load team progress" />
      ) : isPending ? (
        <PageSkeleton label="Loading team progress..." cards={3} rows={2} />
      ) : (
        <>
          <ProgressSummaryCards totals={data.totals} />
          {members.length === 0 ? (
            <EmptyState icon={UserX} title="No team members found">
              {query.trim()
                ? 'No username or e-mail matches your search.'
                : 'People who report to you will appear here.'}
            </EmptyState>
          ) : (
            <div className="grid gap-4 lg:grid-cols-2">
              {members.map((m) => (
                <MemberProgressCard key={m.id} member={m} />
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}
